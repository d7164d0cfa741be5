import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { loadCsrfToken } from './api/client';
import { createQueryClient } from './api/queryClient';
import { PwaStatus } from './pwa/PwaStatus';
import { registerServiceWorkerWhenIdle } from './pwa/registerWhenIdle';
import { routes } from './routes';
import { installGlobalErrorHandlers } from './telemetry';
import './ui/tokens.css';

installGlobalErrorHandlers();
void loadCsrfToken();

const queryClient = createQueryClient();
const AppRoutes = () => useRoutes(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The prerendered public screens (/welcome, /signup, /login) are brought to life by their own light
// entry (public/entry.tsx), which hands the page over to this one for any other screen: here the
// root is always rendered afresh.
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PwaStatus />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorkerWhenIdle();
