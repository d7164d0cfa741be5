import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError, loadCsrfToken } from './api/client';
import { PwaStatus } from './pwa/PwaStatus';
import { routes } from './routes';
import { installGlobalErrorHandlers } from './telemetry';
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

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PwaStatus />
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

// The service worker (offline shell, updates) once the page has loaded: never before the first paint.
if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker()),
    {
      once: true,
    },
  );
}
