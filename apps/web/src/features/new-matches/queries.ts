import { newMatchesEndpoints } from '@lien/contract';
import { BADGE_POLL_MS } from '@lien/contract/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { LIVE_QUERY } from '../../api/queryClient';
import { useRealtime } from '../../realtime';
import { useFirstContentShown } from '../../ui/firstContent';

/** The query keys of the member's new (unseen) matches. */
export const newMatchKeys = {
  all: ['newMatches'] as const,
  /** How many matches the member has not seen yet (a figure on the chat badge). */
  count: () => [...newMatchKeys.all, 'count'] as const,
};

/**
 * Matches not seen yet, for the chat badge: fetched at once and every 30 s like the other badges
 * (PRODUCT §4), set live by each `counts` event, fetched again after a `match` event or a gap in the
 * live events (LIVE_QUERY).
 */
export function useNewMatchesCount(): number {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: newMatchKeys.count() });
  useRealtime((event) => {
    if (event.type === 'counts') queryClient.setQueryData(newMatchKeys.count(), event.newMatches);
    else if (event.type === 'match') refetch();
  });
  // After the screen's first content, as the other badges (realtime/badges.ts).
  const afterFirstContent = useFirstContentShown();
  const { data } = useQuery({
    queryKey: newMatchKeys.count(),
    queryFn: async () => (await call(newMatchesEndpoints.count)).count,
    refetchInterval: BADGE_POLL_MS,
    meta: LIVE_QUERY,
    enabled: afterFirstContent,
  });
  return data ?? 0;
}

/**
 * Marks a match seen (its notice closed) and lowers the badge at once; the server's `counts` event
 * or the next fetch then says the exact figure.
 */
export function useMarkMatchSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(newMatchesEndpoints.markSeen, { body: { userId } }),
    onSuccess: () => {
      queryClient.setQueryData<number>(newMatchKeys.count(), (count) => Math.max(0, (count ?? 1) - 1));
      void queryClient.invalidateQueries({ queryKey: newMatchKeys.count() });
    },
  });
}
