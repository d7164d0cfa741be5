import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

// One more try for a network or server failure; a refusal (4xx) will not change by asking again.
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The query client of a page: the app's, or the public sign-up's (public/withQueries.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryOnce, staleTime: 30_000 } } });
}
