import { discoveryEndpoints, myProfileEndpoints } from '@lien/contract';
import { SWIPE_PAGE_SIZE } from '@lien/contract/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { dailyPickRefreshMs } from './dailyPickRefresh';

/** TanStack Query keys of the deck's server data. */
export const deckKeys = {
  all: ['deck'] as const,
  widening: () => [...deckKeys.all, 'widening'] as const,
  /** « Le choix du jour »: today's pick, or null once swiped. */
  dailyPick: () => [...deckKeys.all, 'daily-pick'] as const,
};

/**
 * One page of the deck (GET /api/swipe_profiles), always from offset 0: the server leaves out everyone
 * already swiped. Not a cached query: the deck is a queue the member empties (useDeck).
 */
export function fetchDeckPage() {
  return call(discoveryEndpoints.deck, { query: { offset: 0, limit: SWIPE_PAGE_SIZE } });
}

/**
 * What would widen the empty deck (GET /api/deck_widening). Asked each time the deck empties and never
 * kept afterwards: it changes with every swipe and every preference saved.
 */
export function useDeckWidening() {
  return useQuery({
    queryKey: deckKeys.widening(),
    queryFn: () => call(discoveryEndpoints.widening),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Saves a larger maxDistance in one tap (the preference's own call); `onSaved` reloads the deck. */
export function useWidenDistanceMutation(onSaved: () => void) {
  return useMutation({
    mutationFn: (km: number) =>
      call(myProfileEndpoints.update, { body: { field: 'preferences.maxDistance', value: km } }),
    onSuccess: onSaved,
  });
}

/**
 * « Le choix du jour » (GET /api/daily_pick, issue #26): asked again just after Paris midnight and
 * hourly meanwhile (dailyPickRefreshMs); a swipe of the pick takes it out of the cache
 * (useSwipeMutation), as the server answers null once it is swiped.
 */
export function useDailyPickQuery() {
  return useQuery({
    queryKey: deckKeys.dailyPick(),
    queryFn: () => call(discoveryEndpoints.dailyPick),
    refetchInterval: () => dailyPickRefreshMs(new Date()),
  });
}
