import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from '../api/queryClient';

const queryClient = createQueryClient();

/**
 * A public screen that reads or writes server state through queries (the sign-up's town picker,
 * legal texts and form, the log-in's form), with the query client the public entry does not load
 * for /welcome.
 */
export function withQueries(Screen: ComponentType): ComponentType {
  return function WithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
