import type { SwipeRequest } from '@lien/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { discoveryApi } from '../../../api/discovery';
import { myProfileApi } from '../../../api/my-profile';
import { reportError } from '../../../telemetry';

/** TanStack Query keys of the deck's server data. */
export const deckKeys = {
  all: ['deck'] as const,
  widening: () => [...deckKeys.all, 'widening'] as const,
};

/**
 * What would widen the empty deck (GET /api/deck_widening). Asked each time the deck empties and never
 * kept afterwards: it changes with every swipe and every preference saved.
 */
export function useDeckWidening() {
  return useQuery({
    queryKey: deckKeys.widening(),
    queryFn: discoveryApi.deckWidening,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Saves a larger maxDistance in one tap (the preference's own call); `onSaved` reloads the deck. */
export function useWidenDistance(onSaved: () => void) {
  return useMutation({
    mutationFn: (km: number) => myProfileApi.update({ field: 'preferences.maxDistance', value: km }),
    onSuccess: onSaved,
  });
}

/**
 * Sends one swipe (POST /api/swipe) in the background: the deck has already moved on. A failure is
 * only logged (SPEC §4); each call's own promise (`mutateAsync`) tells whether the like made a match.
 */
export function useSwipe() {
  return useMutation({
    mutationFn: (swipe: SwipeRequest) => discoveryApi.swipe(swipe),
    onError: (error) => {
      console.error('Swipe not recorded', error);
      reportError(error, { feature: 'discovery', action: 'swipe' });
    },
  });
}
