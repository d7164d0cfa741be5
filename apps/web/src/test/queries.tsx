import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';

/**
 * The element inside a fresh TanStack Query client, as main.tsx provides one: nothing cached from
 * another test, and no retry, so a failure shows at once.
 */
export function withQueries(element: ReactElement): ReactElement {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={client}>{element}</QueryClientProvider>;
}
