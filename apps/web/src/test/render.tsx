import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import { type ReactElement, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows where the app navigated and with which state, so tests can read it like a user would. */
function Destination() {
  const location = useLocation();
  const state = location.state === null || location.state === undefined ? '' : JSON.stringify(location.state);
  return (
    <main>
      <h1>Page {location.pathname}</h1>
      {state && <p>État : {state}</p>}
    </main>
  );
}

/**
 * Renders one screen at `path` (with its query string); every other path shows a Destination
 * page. `strict` wraps everything in StrictMode, as main.tsx does, to catch double effects.
 */
export function renderScreen(
  element: ReactElement,
  entry: string,
  options: { state?: unknown; strict?: boolean; path?: string } = {},
) {
  // `entry` may end with a fragment (/two-step#challenge), kept apart as the browser does.
  const hashAt = entry.indexOf('#');
  const hash = hashAt >= 0 ? entry.slice(hashAt) : '';
  const address = hashAt >= 0 ? entry.slice(0, hashAt) : entry;
  const pathname = address.split('?')[0] ?? address;
  const router = createMemoryRouter(
    [
      // `path`: the route's pattern when the screen reads parameters (/services/:id).
      { path: options.path ?? pathname, element },
      { path: '*', element: <Destination /> },
    ],
    { initialEntries: [{ pathname, search: address.slice(pathname.length), hash, state: options.state }] },
  );
  // A client of its own per screen: no answer is shared between tests; a failure shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { router, queryClient, ...render(options.strict ? <StrictMode>{app}</StrictMode> : app) };
}
