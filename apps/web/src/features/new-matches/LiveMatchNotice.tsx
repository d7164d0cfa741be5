import { useLocation, useNavigate } from 'react-router';
import { draftState } from '../chat/draft';
import { useDeckMatchShowing } from '../discovery/deckMatchShowing';
import { MatchOverlay } from '../discovery/MatchOverlay';
import { videoCallPath } from '../video-call/paths';
import { MatchToast } from './MatchToast';
import { conversationPath } from './paths';
import { useMarkMatchSeenMutation } from './queries';
import { useLiveMatches } from './useLiveMatches';

/** The swipe deck's path: there the match takes the deck's own overlay. */
const DECK_PATH = '/profile';
/** The chat's path: there the bottom of the screen is the message box, which the notice must not cover. */
const CHAT_PATH = '/chat';

/**
 * A match made by the other person's like, shown wherever the member is in the app (issue 14): the
 * deck's match overlay on the deck, a notice on every other screen. Closing either means the member
 * saw it (it leaves the chat badge); the notice leaving by itself does not. On the deck it
 * waits while the deck shows the overlay of the member's own like, so that the two never stack.
 */
export function LiveMatchNotice() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { current, done } = useLiveMatches();
  const markSeen = useMarkMatchSeenMutation();
  const deckMatchShowing = useDeckMatchShowing();

  const dismiss = () => {
    if (!current) return;
    done(current.conversationID);
    markSeen.mutate(current.partner.id);
  };

  if (pathname === DECK_PATH) {
    return (
      <MatchOverlay
        match={deckMatchShowing ? null : (current?.profile ?? null)}
        live
        onClose={dismiss}
        onChat={() => {
          if (!current) return;
          done(current.conversationID);
          navigate(conversationPath(current.conversationID));
        }}
        onOpener={(opener) => {
          if (!current) return;
          done(current.conversationID);
          navigate(conversationPath(current.conversationID), { state: draftState(opener) });
        }}
        onPlanCall={() => {
          if (!current) return;
          done(current.conversationID);
          markSeen.mutate(current.partner.id);
          navigate(videoCallPath(current.partner.id));
        }}
      />
    );
  }
  return (
    <MatchToast
      match={current}
      onOpen={() => current && done(current.conversationID)}
      onDismiss={dismiss}
      onTimeout={() => current && done(current.conversationID)}
      atTop={pathname === CHAT_PATH}
    />
  );
}
