import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { showsFeedbackButton } from '../features/chat/shell';
import { FeedbackButton } from '../features/feedback/FeedbackButton';
import { LiveMatchNotice } from '../features/new-matches/LiveMatchNotice';
import { usePersonalityUpdate } from '../features/questionnaire/usePersonalityUpdate';
import { BottomBar } from '../features/shell/BottomBar';
import styles from '../features/shell/Shell.module.css';
import { SideMenu } from '../features/shell/SideMenu';
import { useLiveQueriesCatchUp } from '../realtime/useLiveQueriesCatchUp';
import { useLogout } from '../session/useLogout';
import { HeaderActionProvider } from './HeaderAction';

/**
 * The common layout of the signed-in screens (SPEC §2.5): the screen, the bottom bar, the side menu
 * it opens (with the personality test's overlay), and the feedback button everywhere but the chat,
 * which each screen draws at the end of its title row (HeaderAction) so that it covers nothing; and
 * the match the other person's like makes, announced live on whichever screen the member is. After
 * a gap in the live events, the live data on screen is fetched again (useLiveQueriesCatchUp).
 */
export function AppLayout() {
  useLiveQueriesCatchUp();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const personality = usePersonalityUpdate();
  const logout = useLogout();
  return (
    <div className={styles.layout}>
      <HeaderActionProvider value={showsFeedbackButton(pathname) ? <FeedbackButton /> : null}>
        <Outlet />
      </HeaderActionProvider>
      <BottomBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      {menuOpen && (
        <SideMenu
          onClose={() => setMenuOpen(false)}
          onUpdatePersonality={() => {
            setMenuOpen(false);
            personality.open();
          }}
          onLogout={() => {
            setMenuOpen(false);
            logout();
          }}
        />
      )}
      {personality.overlay}
      <LiveMatchNotice />
    </div>
  );
}
