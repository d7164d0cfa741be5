/**
 * The entry of the prerendered public screens (/welcome, /signup, /login): built apart by
 * vite.public.config.ts, with Preact in React's place, so that these pages load a fraction of the
 * app's JavaScript before they are live. It renders the screen over its prerendered HTML with a
 * router that knows only the public screens; any other address hands the page to the whole app
 * (main.tsx, React), whose files scripts/prerender.ts names on the root.
 */
import { StrictMode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { loadCsrfToken } from '../api/client';
import { TelemetryConsentBanner } from '../features/privacy/TelemetryConsentBanner';
import { PwaStatus } from '../pwa/PwaStatus';
import { registerServiceWorkerWhenIdle } from '../pwa/registerWhenIdle';
import { releaseDeviceWhenMembersChange } from '../session/leaveDevice';
import { installGlobalErrorHandlers } from '../telemetry';
import { keepTypedBeforeHydration } from '../ui/typedBeforeHydration';
import '../ui/tokens.css';
import { handOverToApp, prefetchAppOnFirstInput } from './handOver';
import { clearRoot, renderOver } from './renderOver';
import { publicRoutes, publicScreens } from './routes';

const removeErrorHandlers = installGlobalErrorHandlers();
releaseDeviceWhenMembersChange();
void loadCsrfToken();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
const page = root;

let leaving = false;
function handOver(): void {
  if (leaving) return;
  leaving = true;
  void handOverToApp(page, () => {
    clearRoot(page);
    removeErrorHandlers();
  });
}

const load = publicScreens[location.pathname];
if (load) {
  const Current = await load();
  // The render in a task of its own, apart from the scripts' evaluation: the page is already
  // painted, and two shorter tasks block the main thread less than one long one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const routes = publicRoutes(location.pathname, Current, handOver);
  const Routes = () => useRoutes(routes);
  keepTypedBeforeHydration(page);
  renderOver(
    page,
    <StrictMode>
      <PwaStatus />
      <TelemetryConsentBanner />
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </StrictMode>,
  );
  prefetchAppOnFirstInput(page);
} else {
  handOver();
}

registerServiceWorkerWhenIdle();
