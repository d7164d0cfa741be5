import { type pendingMatch, pendingMatchesEndpoints } from '@lien/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/call';
import { LIVE_QUERY } from '../../api/queryClient';
import { useRealtime } from '../../realtime';

export type PendingMatch = z.infer<typeof pendingMatch>;

/** The query keys of the pending matches. */
export const pendingMatchKeys = {
  all: ['pending-matches'] as const,
};

/** Loads the pending matches again: a match made, or a call planned by either person. */
export function useRefreshPendingMatches(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: pendingMatchKeys.all }),
    [queryClient],
  );
}

/**
 * The member's matches with no call planned yet, kept current by the live events: a new match joins
 * the list, a call planned by the other person takes theirs out. A reload keeps the list on screen.
 */
export function usePendingMatches() {
  const refresh = useRefreshPendingMatches();
  useRealtime((event) => {
    if (event.type === 'match' || event.type === 'appointment') refresh();
  });
  return useQuery({
    queryKey: pendingMatchKeys.all,
    queryFn: async (): Promise<PendingMatch[]> => (await call(pendingMatchesEndpoints.list)).matches,
    meta: LIVE_QUERY,
  });
}
