import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Spinner } from './Spinner';

/**
 * A screen loaded on first visit: each screen is its own chunk (the signed-in layout, the deck
 * and the chat share one, vite.chunks.ts), so a page downloads its code and not the whole app's.
 * `name` picks the named export of the module.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  const Screen = lazy(async () => {
    const component: ComponentType = (await load())[name];
    // The render in a task of its own, after the one that ran the chunk's modules (the signed-in
    // core builds the contract's schemas): two shorter tasks block the page less than one long one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { default: component };
  });
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
      <Hydrated />
    </Suspense>
  );
}

/**
 * A screen whose code is already loaded (the public entry loads the prerendered screen's before
 * its first render): the same tree as `lazyScreen` once loaded, with nothing to wait for.
 */
export function readyScreen(Screen: ComponentType) {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
      <Hydrated />
    </Suspense>
  );
}

/**
 * Once the screen is live (hydrated, for a prerendered one), enables the submit buttons the
 * prerendered HTML kept disabled (scripts/prerender.ts), so no form is sent before its code runs.
 */
function Hydrated() {
  useEffect(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-until-hydrated]')) {
      button.disabled = false;
      button.removeAttribute('data-until-hydrated');
    }
  }, []);
  return null;
}
