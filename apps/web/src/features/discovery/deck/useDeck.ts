import type { SwipeProfile } from '@lien/contract';
import { EMPTY_DECK_RECHECK_MS, SWIPE_PAGE_SIZE, SWIPE_REFILL_THRESHOLD } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { reportError } from '../../../telemetry';
import { failureText } from '../failureText';
import { useSwipeMutation } from '../queries';
import { deckReducer, initialDeck } from './deckState';
import { fetchDeckPage } from './queries';

/** Pass, like, or super like (a like the recipient sees marked and first). */
export type SwipeKind = 'pass' | 'like' | 'superLike';

const loadError = (error: unknown) =>
  failureText(error, discoveryMessages.deckStatusError, discoveryMessages.deckFallbackError);

/**
 * The swipe deck (PRODUCT §4): loads from offset 0, refills at 3 or fewer, removes a swiped profile at
 * once and never shows it again, sends the swipe in the background. A failed swipe is only logged;
 * the profile stays removed. `onMatch` is told when a like makes a match, `onNotSent` when a like or
 * super like could not be recorded, so that the screen says so (issue 24: a like is recorded or
 * visibly not).
 *
 * The deck is not a cached query: it is a queue the member empties, with PRODUCT §4's own states (idle,
 * loading_initial, loading_more, finished, error) kept by deckReducer, and each page is a one-off
 * answer taken into it (always from offset 0, filtered by who was seen here). The swipe is the shared
 * mutation (discovery/queries.ts), sent in the background: a failure is only logged (PRODUCT §4).
 *
 * `pick`, « Le choix du jour » (issue #26), goes on top as soon as it is known, and is swiped like any
 * card; a page that lists it too does not bring it a second time.
 */
export function useDeck(
  onMatch: (profile: SwipeProfile) => void,
  onNotSent: (profile: SwipeProfile) => void = () => {},
  pick: SwipeProfile | null = null,
) {
  const [state, dispatch] = useReducer(deckReducer, initialDeck);
  const { mutateAsync: send } = useSwipeMutation();
  /** Everyone swiped or reported here: a refill that still returns them does not bring them back. */
  const seen = useRef(new Set<number>());
  /** Swipes still on their way: a refill waits for them, so the server already leaves those people out. */
  const inFlight = useRef(new Set<Promise<void>>());
  const loading = useRef(false);
  const matchRef = useRef(onMatch);
  matchRef.current = onMatch;
  const notSentRef = useRef(onNotSent);
  notSentRef.current = onNotSent;

  /** Loads a page; `quietly`, the screen shows no load and a failure changes nothing (the empty deck's re-check). */
  const load = useCallback(async (quietly = false) => {
    if (loading.current) return;
    loading.current = true;
    if (!quietly) dispatch({ type: 'load' });
    try {
      await Promise.allSettled([...inFlight.current]);
      const { profiles } = await fetchDeckPage();
      dispatch({ type: 'loaded', reply: profiles, seen: seen.current, pageSize: SWIPE_PAGE_SIZE });
    } catch (error) {
      if (!quietly) dispatch({ type: 'failed', message: loadError(error) });
    } finally {
      loading.current = false;
    }
  }, []);

  useEffect(() => {
    if (pick) dispatch({ type: 'pick', profile: pick, seen: seen.current });
  }, [pick]);

  const remaining = state.profiles.length;
  const { exhausted } = state;
  // On the first render and whenever the deck's size changes. A failed load changes nothing, so it
  // is not retried in a loop: the next swipe asks again, or 'Réessayer' once the deck is empty.
  useEffect(() => {
    if (exhausted || remaining > SWIPE_REFILL_THRESHOLD) return;
    void load();
  }, [remaining, exhausted, load]);

  // An empty deck is not the end of the evening: it asks again quietly, and people who arrived since
  // (the demo world's neighbours, a member who just finished onboarding nearby) come in by themselves.
  const empty = exhausted && remaining === 0;
  useEffect(() => {
    if (!empty) return;
    const timer = setInterval(() => void load(true), EMPTY_DECK_RECHECK_MS);
    return () => clearInterval(timer);
  }, [empty, load]);

  /** Takes a profile out of the deck for good (swiped or reported). */
  const remove = useCallback((profileId: number) => {
    seen.current.add(profileId);
    dispatch({ type: 'remove', id: profileId });
  }, []);

  /**
   * Swipes the profile shown on top. A second press before the screen has caught up names a
   * profile already swiped and does nothing: it must never act on someone not yet seen.
   */
  const swipe = useCallback(
    (profile: SwipeProfile, kind: SwipeKind): boolean => {
      if (seen.current.has(profile.id)) return false;
      remove(profile.id);
      const submission = send({
        swipedUserId: profile.id,
        like: kind !== 'pass',
        ...(kind === 'superLike' && { superLike: true }),
      })
        .then(
          (reply) => {
            // Only a like can match (PRODUCT §4 "after a like"); a pass answering otherwise is ignored.
            if (reply.match && kind !== 'pass') matchRef.current(profile);
          },
          // Logged; the profile stays removed, and a lost like is said on screen.
          (error: unknown) => {
            console.error('Swipe not recorded', error);
            reportError(error, { feature: 'discovery', action: 'swipe' });
            if (kind !== 'pass') notSentRef.current(profile);
          },
        )
        .finally(() => inFlight.current.delete(submission));
      inFlight.current.add(submission);
      return true;
    },
    [remove, send],
  );

  return { ...state, swipe, remove, retry: () => load() };
}
