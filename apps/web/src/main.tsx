import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { loadCsrfToken } from './api/client';
import { TelemetryConsentBanner } from './features/privacy/TelemetryConsentBanner';
import { PwaStatus } from './pwa/PwaStatus';
import { registerServiceWorkerWhenIdle } from './pwa/registerWhenIdle';
import { routes } from './routes';
import { releaseDeviceWhenMembersChange } from './session/leaveDevice';
import { SessionProvider } from './session/SessionProvider';
import { installGlobalErrorHandlers } from './telemetry';
import { afterFirstContent, waitForFirstContent } from './ui/firstContent';
import './ui/tokens.css';

installGlobalErrorHandlers();
releaseDeviceWhenMembersChange();
// The screen's first content goes first (ui/firstContent.ts): an unsafe call made sooner asks for
// the token itself (api/client.ts).
waitForFirstContent();
afterFirstContent(() => void loadCsrfToken());

const AppRoutes = () => useRoutes(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The prerendered public screens (/welcome, /signup, /login) are brought to life by their own light
// entry (public/entry.tsx), which hands the page over to this one for any other screen: here the
// root is always rendered afresh. The screens' query cache is the signed-in member's (SessionProvider).
createRoot(root).render(
  <StrictMode>
    <PwaStatus />
    <TelemetryConsentBanner />
    <BrowserRouter>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);

afterFirstContent(registerServiceWorkerWhenIdle);
