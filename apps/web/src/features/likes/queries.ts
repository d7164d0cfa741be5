import { type LikeCard, likesEndpoints } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { call } from '../../api/call';
import { LIVE_QUERY } from '../../api/queryClient';

/** Which list of likes: those others gave the member, or those the member gave. */
export type LikesKind = 'received' | 'sent';

/** TanStack Query keys of the likes lists. */
export const likesKeys = {
  all: ['likes'] as const,
  list: (kind: LikesKind) => [...likesKeys.all, kind] as const,
};

export type LikesLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; likes: LikeCard[] };

/**
 * One list of likes, with `remove` for a card answered or reported and `retry` after a failure. It is
 * fetched once `wanted` (at once by default) and kept while the screen is open: the server marks
 * received likes seen when it lists them (the badge counts likes since), so the received list waits
 * for its tab to open, and is not fetched again behind the member's back, but after a gap in the
 * live events while it is on screen (LIVE_QUERY).
 */
export function useLikesList(kind: LikesKind, wanted = true) {
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(wanted);
  // Adjusted while rendering, React's way of deriving state from a prop without an extra effect pass.
  if (wanted && !requested) setRequested(true);

  const query = useQuery({
    queryKey: likesKeys.list(kind),
    // Likes received come super likes first (the server's order).
    queryFn: async () =>
      (await call(kind === 'received' ? likesEndpoints.received : likesEndpoints.sent)).likes,
    enabled: requested,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // Likes sent or received during a gap in the live events are fetched once it ends.
    meta: LIVE_QUERY,
  });

  const remove = useCallback(
    (id: number) =>
      queryClient.setQueryData<LikeCard[]>(likesKeys.list(kind), (likes) =>
        likes?.filter((like) => like.id !== id),
      ),
    [queryClient, kind],
  );

  // PRODUCT §8's 'Could not load {kind} likes.' takes the kind as it is: 'received' or 'sent'.
  const load: LikesLoad = query.data
    ? { status: 'ready', likes: query.data }
    : query.isError && !query.isFetching
      ? { status: 'failed', message: discoveryMessages.likesLoadFailed(kind) }
      : { status: 'loading' };

  return { load, remove, retry: () => void query.refetch() };
}
