import type { SwipeProfile } from '@lien/contract';
import { LIKE_ANIMATION_MS } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFirstContentIn } from '../../../ui/firstContent';
import { chatWithPath, draftState } from '../../chat/draft';
import { videoCallPath } from '../../video-call/paths';
import { CardErrorBoundary } from '../CardErrorBoundary';
import { useAnnounceDeckMatch } from '../deckMatchShowing';
import { MatchOverlay } from '../MatchOverlay';
import { hasReasons } from '../why/whyTexts';
import { DailyPick, DailyPickFailed } from './DailyPick';
import { DeckActions } from './DeckActions';
import { DeckStatusView } from './DeckStatusView';
import { type Leaving, LeavingCard } from './LeavingCard';
import { useDailyPickQuery } from './queries';
import { SwipeableCard } from './SwipeableCard';
import styles from './SwipeDeck.module.css';
import { useAskPickWhenPeopleArrive } from './useAskPickWhenPeopleArrive';
import { type SwipeKind, useDeck } from './useDeck';
import { useDeckKeys } from './useDeckKeys';

/** Who comes next, for screen readers: the card changed under their feet. */
const nextText = (next: SwipeProfile | undefined) =>
  next ? `Profil suivant : ${next.firstName}, ${next.age} ans` : '';

/**
 * /profile, the swipe screen (PRODUCT §2.5, §4): the deck's top card, Pass / Super Like / Like by
 * button, drag or keyboard, the like animation, the match overlay and the deck's states. The card
 * scrolls inside the deck, between the title row and the buttons, so the buttons never cover it.
 * « Le choix du jour » (issue #26) comes first, under its heading, and is swiped like any card; the
 * deck waits for it (so that no card is replaced under the member's finger), and goes on without it
 * when it cannot be loaded.
 */
export function SwipeScreen() {
  const navigate = useNavigate();
  // One match at a time: a second like answered while the first shows waits its turn.
  const [matches, setMatches] = useState<readonly SwipeProfile[]>([]);
  const match = matches[0] ?? null;
  const [notSent, setNotSent] = useState<SwipeProfile | null>(null);
  const daily = useDailyPickQuery();
  const pick = daily.data?.pick ?? null;
  const deck = useDeck((profile) => setMatches((queue) => [...queue, profile]), setNotSent, pick);
  useAnnounceDeckMatch(match !== null);
  const [leaving, setLeaving] = useState<(Leaving & { key: number }) | null>(null);
  const [notice, setNotice] = useState('');
  const shortcutsId = useId();
  const deckRef = useRef<HTMLElement>(null);
  const whyHeadingRef = useRef<HTMLHeadingElement>(null);
  const top = daily.isPending ? undefined : deck.profiles[0];
  useAskPickWhenPeopleArrive(deck.profiles.length > 0, daily.data?.pick === null, daily.refetch);
  const topIsPick = top !== undefined && top.id === pick?.id;
  const topId = top?.id;

  // Each new card opens at its photo, however far down the one before was read. Not the screen's
  // first card, which replaces the loading text (nothing to scroll) and so opens at the top already:
  // setting scrollTop there would force a layout inside the first render.
  const cardShown = useRef(false);
  useLayoutEffect(() => {
    if (cardShown.current && deckRef.current) deckRef.current.scrollTop = 0;
    if (topId !== undefined) cardShown.current = true;
  }, [topId]);

  // The first card's photo, or the deck's end or failure, is the screen's first content: the badges
  // and the rest wait for it (ui/firstContent.ts).
  const settled = deck.status === 'finished' || deck.status === 'error';
  useFirstContentIn(deckRef, top !== undefined || (!daily.isPending && settled));

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), LIKE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const decide = (kind: SwipeKind, fromX = 0) => {
    // Under the match dialog nothing is decided: a drag begun as it opened goes back to its place.
    if (!top || match !== null || !deck.swipe(top, kind)) return;
    setNotSent(null);
    setLeaving({ profile: top, kind, fromX, key: top.id });
    setNotice(nextText(deck.profiles[1]));
    // The buttons leave with the last card: keep the focus in the deck, where the loading or end text appears.
    if (deck.profiles.length === 1) deckRef.current?.focus();
  };

  const reported = (profileId: number, message?: string) => {
    deck.remove(profileId);
    setNotice(message ?? 'Profil signalé.');
    // The report button left with the card: the focus goes back to the deck rather than to nowhere.
    deckRef.current?.focus();
  };

  useDeckKeys(top !== undefined && match === null, decide);

  /** The pick's « Pourquoi vous deux ? »: its section brought to the top of the deck, the focus on it. */
  const showWhy = () => {
    const heading = whyHeadingRef.current;
    if (!heading) return;
    // Not in jsdom (the component tests); every browser has it.
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  };

  const card = (profile: SwipeProfile) => (
    <CardErrorBoundary>
      <SwipeableCard
        profile={profile}
        onDecide={decide}
        onReported={reported}
        disabled={match !== null}
        whyHeadingRef={whyHeadingRef}
      />
    </CardErrorBoundary>
  );

  return (
    <main className={styles.screen} data-wide-screen>
      <header className={styles.header}>
        <h1 className={styles.title}>Découvrir</h1>
      </header>
      <p id={shortcutsId} className="visually-hidden">
        Raccourcis clavier : flèche gauche pour passer, flèche droite pour liker, flèche haut pour un Super
        Like.
      </p>
      {/* The same, short, for sighted keyboard users; the sentence above is what screen readers get. */}
      <p className={styles.shortcuts} aria-hidden="true">
        Clavier : ← passer · → like · ↑ Super Like
      </p>
      {daily.isError && !daily.data && <DailyPickFailed onRetry={() => void daily.refetch()} />}
      <section ref={deckRef} className={styles.deck} aria-label="Profils à découvrir" tabIndex={-1}>
        {top ? (
          <div className={styles.top} key={top.id}>
            {topIsPick ? (
              <DailyPick onReadWhy={hasReasons(top.whyYouTwo) ? showWhy : undefined}>{card(top)}</DailyPick>
            ) : (
              card(top)
            )}
          </div>
        ) : (
          <DeckStatusView
            status={daily.isPending ? 'loading_initial' : deck.status}
            error={deck.error}
            onRetry={deck.retry}
          />
        )}
        {leaving && <LeavingCard key={leaving.key} leaving={leaving} />}
      </section>
      {notSent && (
        <p role="alert" className={styles.notSent}>
          {discoveryMessages.likeNotRecorded(notSent.firstName)}
        </p>
      )}
      {top && <DeckActions disabled={match !== null} onSwipe={decide} shortcutsId={shortcutsId} />}
      <p role="status" className="visually-hidden">
        {notice}
      </p>
      <MatchOverlay
        match={match}
        onClose={() => setMatches((queue) => queue.slice(1))}
        onChat={() => navigate('/chat')}
        onOpener={(opener) => match && navigate(chatWithPath(match.id), { state: draftState(opener) })}
        onPlanCall={() => match && navigate(videoCallPath(match.id))}
      />
    </main>
  );
}
