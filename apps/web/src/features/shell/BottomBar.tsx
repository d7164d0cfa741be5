import { shellMessages as t } from '@lien/contract';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useBadgeCounts } from '../../realtime';
import { CountBadge } from '../../ui/CountBadge';
import { CalendarIcon, CardsIcon, ChatIcon, HeartIcon, MenuIcon, PersonIcon } from './icons';
import styles from './Shell.module.css';

export interface BottomBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/**
 * The bottom bar (SPEC §2.5): menu, a disabled button, likes with its badge, the swipe deck, chat
 * with its badge and my profile. The current screen's link carries aria-current="page".
 */
export function BottomBar({ menuOpen, onOpenMenu }: BottomBarProps) {
  const { newLikes, unreadMessages } = useBadgeCounts();
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
      {/* Present but disabled, as the spec's bar has it: the agenda has no screen of its own yet. */}
      <button type="button" className={styles.barItem} disabled>
        <CalendarIcon />
        <span className={styles.barLabel}>{t.agenda}</span>
      </button>
      <BarLink to="/likes" label={t.likes} icon={<HeartIcon />}>
        <CountBadge count={newLikes} label={t.newLikes} />
      </BarLink>
      <BarLink to="/profile" label={t.swipe} icon={<CardsIcon />} />
      <BarLink to="/chat" label={t.chat} icon={<ChatIcon />}>
        <CountBadge count={unreadMessages} label={t.unreadMessages} />
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
