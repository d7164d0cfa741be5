import { useState } from 'react';
import { Outlet } from 'react-router';
import { useLiveQueriesCatchUp } from '../../realtime/useLiveQueriesCatchUp';
import { useLogout } from '../../session/useLogout';
import { FeedbackDialog } from '../feedback/FeedbackDialog';
import { LiveMatchNotice } from '../new-matches/LiveMatchNotice';
import { usePersonalityUpdate } from '../questionnaire/usePersonalityUpdate';
import { BottomBar } from './BottomBar';
import styles from './Shell.module.css';
import { SideMenu } from './SideMenu';

/**
 * The common layout of the signed-in screens (PRODUCT §2.5): the screen, the bottom bar, the side menu
 * it opens (with the personality test's overlay and the feedback dialog: « Donner mon avis » is a
 * menu entry since issue 24, the floating pink speech bubble having been taken for the messages); and
 * the match the other person's like makes, announced live on whichever screen the member is. After
 * a gap in the live events, the live data on screen is fetched again (useLiveQueriesCatchUp).
 */
export function AppLayout() {
  useLiveQueriesCatchUp();
  const [menuOpen, setMenuOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const personality = usePersonalityUpdate();
  const logout = useLogout();
  return (
    <div className={styles.layout} data-app-layout>
      <Outlet />
      <BottomBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      {menuOpen && (
        <SideMenu
          onClose={() => setMenuOpen(false)}
          onUpdatePersonality={() => {
            setMenuOpen(false);
            personality.open();
          }}
          onFeedback={() => {
            setMenuOpen(false);
            setFeedbackOpen(true);
          }}
          onLogout={() => {
            setMenuOpen(false);
            logout();
          }}
        />
      )}
      {personality.overlay}
      {feedbackOpen && <FeedbackDialog onClose={() => setFeedbackOpen(false)} />}
      <LiveMatchNotice />
    </div>
  );
}
