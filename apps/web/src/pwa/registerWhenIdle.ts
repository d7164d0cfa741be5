/**
 * Registers the service worker (offline shell, updates) once the page has loaded and gone idle:
 * never in the way of the first paint or the first scripts. Each entry calls it (main.tsx,
 * public/entry.tsx); when the app takes over from a public screen the page has long loaded, so it
 * registers at once and its own « nouvelle version » offer is wired.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD) return;
  const register = () => void import('./register').then((pwa) => pwa.registerServiceWorker());
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
