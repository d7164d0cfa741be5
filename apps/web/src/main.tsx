import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError, loadCsrfToken } from './api/client';
import { PwaStatus } from './pwa/PwaStatus';
import { routes } from './routes';
import { installGlobalErrorHandlers } from './telemetry';
import { keepTypedBeforeHydration } from './ui/typedBeforeHydration';
import './ui/tokens.css';

installGlobalErrorHandlers();
void loadCsrfToken();

// One more try for a network or server failure; a refusal (4xx) will not change by asking again.
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryOnce, staleTime: 30_000 } } });
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PwaStatus />
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// A public screen prerendered at build time (scripts/prerender.ts) is hydrated: its HTML painted
// before any script. It was rendered for its bare path, so with a query (a pre-filled sign-up, a
// login error) or elsewhere the app renders afresh.
if (root.dataset.prerendered === location.pathname && location.search === '') {
  keepTypedBeforeHydration(root);
  hydrateRoot(root, app);
} else createRoot(root).render(app);

// The service worker (offline shell, updates) once the page has loaded and gone idle: never in the
// way of the first paint or the first scripts.
if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => {
      const register = () => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker());
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
      else setTimeout(register, 1000);
    },
    { once: true },
  );
}
