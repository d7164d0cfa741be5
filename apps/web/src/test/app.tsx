import { render } from '@testing-library/preact';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { routes } from '../routes';
import { SessionProvider } from '../session/SessionProvider';

/**
 * The whole app at `path`, composed as main.tsx composes it: the route table under the session
 * provider (a query cache per member), on a memory router the test can read and drive.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
