import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

// One more try for a network or server failure; a refusal (4xx) will not change by asking again.
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** What a query may say about itself (TanStack Query's `meta`, typed here for every query). */
export interface QueryMeta extends Record<string, unknown> {
  /**
   * Kept current by live events (a message, a match, a like, a booking): after a gap in them (the
   * socket dropped, or the server's `resync`), fetched again (realtime/useLiveQueriesCatchUp.ts).
   */
  live?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
  }
}

/** The `meta` of a query that live events keep current. */
export const LIVE_QUERY: QueryMeta = { live: true };

/**
 * A member's query client (session/SessionProvider.tsx makes one per member, and one for visitors),
 * or the public sign-up's (public/withQueries.tsx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, staleTime: 30_000 },
      // A write goes at once, as a call would: offline, `request` fails with its French message (and
      // the chat's outbox keeps the message) rather than the mutation waiting, paused, for the network.
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * For a write that was a direct call before it became a mutation: tried at once even when the browser
 * says it is offline, so that its failure (a NetworkError from client.ts) is said on screen as before,
 * instead of the write waiting unseen for the network (TanStack Query's default `networkMode`).
 */
export const SENT_AT_ONCE = { networkMode: 'always' } as const;
