import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useBadgeCounts } from '../../realtime';
import { CountBadge } from '../../ui/CountBadge';
import { useNewMatchesCount } from '../new-matches/queries';
import { AGENDA_PATH } from '../video-call/paths';
import { CalendarIcon, CardsIcon, ChatIcon, HeartIcon, MenuIcon, PersonIcon } from './icons';
import styles from './Shell.module.css';
import { shellMessages as t } from './texts';

export interface BottomBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/**
 * The bottom bar (PRODUCT §2.5): menu, the agenda (the product brief's disabled button, given its screen: the
 * booked video calls and the way to plan one), likes with its badge, the swipe deck, chat with its
 * badge (unread messages and matches not seen yet) and my profile. The current screen's link carries
 * aria-current="page".
 */
export function BottomBar({ menuOpen, onOpenMenu }: BottomBarProps) {
  const { newLikes, unreadMessages } = useBadgeCounts();
  const newMatches = useNewMatchesCount();
  return (
    <nav className={styles.bar} aria-label={t.navLabel}>
      <button
        type="button"
        className={styles.barItem}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <MenuIcon />
        <span className={styles.barLabel}>{t.menu}</span>
      </button>
      <BarLink to={AGENDA_PATH} label={t.agenda} icon={<CalendarIcon />} />
      <BarLink to="/likes" label={t.likes} icon={<HeartIcon />}>
        <CountBadge count={newLikes} label={t.newLikes} />
      </BarLink>
      <BarLink to="/profile" label={t.swipe} icon={<CardsIcon />} />
      <BarLink to="/chat" label={t.chat} icon={<ChatIcon />}>
        <CountBadge
          count={unreadMessages + newMatches}
          label={() => chatBadgeLabel(unreadMessages, newMatches)}
        />
      </BarLink>
      <BarLink to="/myProfile" label={t.myProfile} icon={<PersonIcon />} />
    </nav>
  );
}

function BarLink({
  to,
  label,
  icon,
  children,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  return (
    <NavLink to={to} className={({ isActive }) => [styles.barItem, isActive ? styles.active : ''].join(' ')}>
      {/* The name first, so that screen readers say "Likes, 3 nouveaux likes"; CSS draws it under the icon. */}
      <span className={styles.barLabel}>{label}</span>
      <span className={styles.iconWrap}>
        {icon}
        {children}
      </span>
    </NavLink>
  );
}

/** "2 messages non lus, 1 nouveau match": what the chat badge counts, each part with its own plural. */
function chatBadgeLabel(unreadMessages: number, newMatches: number): string {
  const parts: string[] = [];
  if (unreadMessages > 0) parts.push(t.unreadMessages(unreadMessages));
  if (newMatches > 0) parts.push(t.newMatches(newMatches));
  return parts.join(', ');
}
