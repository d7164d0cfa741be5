/**
 * The whole app as scripts/prerender.ts names it on a public page's root: its entry script (what
 * index.html loads), the scripts that entry imports and its styles, space-separated URLs.
 */
interface AppFiles {
  entry: string;
  scripts: string[];
  styles: string[];
}

function appFiles(root: HTMLElement): AppFiles | null {
  const { app, appScripts, appStyles } = root.dataset;
  if (!app) return null;
  const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
  return { entry: app, scripts: list(appScripts), styles: list(appStyles) };
}

function addLink(rel: 'modulepreload' | 'stylesheet', href: string): HTMLLinkElement {
  const existing = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"][href="${href}"]`);
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  document.head.append(link);
  return link;
}

/**
 * Once someone starts using the page (a touch, a key, a field focused), fetches the app's first
 * scripts without running them, so leaving the public screens for the app does not wait for the
 * network. Not before: a first visit that only reads the page loads nothing more.
 */
export function prefetchAppOnFirstInput(root: HTMLElement): void {
  const app = appFiles(root);
  if (!app) return;
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const prefetch = () => {
    for (const event of events) document.removeEventListener(event, prefetch, true);
    for (const file of [app.entry, ...app.scripts]) addLink('modulepreload', file);
  };
  for (const event of events) document.addEventListener(event, prefetch, { capture: true, passive: true });
}

/**
 * Gives the page to the whole app (main.tsx) for an address the public entry does not show: its
 * styles first (no unstyled flash), then `leave` unmounts the public tree, then the app's entry
 * runs and renders the current address, with the history state the public router left (the
 * e-mail shown by /emailVerification). Without the app's files, or if they fail to load, the
 * browser loads the address afresh and the server answers the app.
 */
export async function handOverToApp(root: HTMLElement, leave: () => void): Promise<void> {
  const app = appFiles(root);
  if (!app) {
    location.reload();
    return;
  }
  try {
    await Promise.all(
      app.styles.map((href) => {
        const link = addLink('stylesheet', href);
        if (link.sheet) return undefined;
        return new Promise((settled) => {
          link.addEventListener('load', settled, { once: true });
          link.addEventListener('error', settled, { once: true });
        });
      }),
    );
    leave();
    await import(/* @vite-ignore */ app.entry);
  } catch {
    location.reload();
  }
}
