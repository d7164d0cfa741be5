import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError, loadCsrfToken } from './api/client';
import { PwaStatus } from './pwa/PwaStatus';
import { registerServiceWorkerWhenIdle } from './pwa/registerWhenIdle';
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

// The prerendered public screens (/welcome, /signup, /login) are brought to life by their own light
// entry (public/entry.tsx), which hands the page over to this one for any other screen: here the
// root is always rendered afresh.
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PwaStatus />
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorkerWhenIdle();
