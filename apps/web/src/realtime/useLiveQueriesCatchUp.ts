import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtime } from './useRealtime';

/**
 * The one place the member's live queries catch up after a gap in the live events, when the socket
 * opens again after a drop or the server sends `resync` (its fan-out was interrupted): every query
 * marked `meta: LIVE_QUERY` (conversations, likes, matches, calls) is fetched again if on screen,
 * and marked stale otherwise. The open thread and the badges catch up on their own (useThread,
 * badges.ts), their data living beside the query cache. Mounted once, by the signed-in layout.
 */
export function useLiveQueriesCatchUp(): void {
  const queryClient = useQueryClient();
  const catchUp = useCallback(
    () => void queryClient.invalidateQueries({ predicate: (query) => query.meta?.live === true }),
    [queryClient],
  );
  useRealtime(ignore, { onReconnect: catchUp });
}

/** Events themselves are each screen's business. */
function ignore(): void {}
