import { type RefObject, useEffect, useSyncExternalStore } from 'react';

/** How long the rest waits for a screen that never says its content is shown. */
export const FIRST_CONTENT_WAIT_MS = 2000;

let shown = false;
const waiting = new Set<() => void>();

/**
 * The screen's first content before what can wait a moment (bench/README, 29 November): on /profile
 * the first card's photo went out behind the badges' counts, the CSRF token and the service worker's
 * scripts, each a round trip on a phone's network. The deck says when its first card's photo is
 * shown (or that it has no card to show); on any other screen the rest goes FIRST_CONTENT_WAIT_MS
 * after the app starts (`waitForFirstContent`). Once per page: a later screen or member changes nothing.
 */
export function firstContentShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** Runs `run` once the first content is shown, at once if it is already. Returns a cancel. */
export function afterFirstContent(run: () => void): () => void {
  if (shown) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/** Starts the deadline of a screen that never says (main.tsx, as the app starts). */
export function waitForFirstContent(): void {
  setTimeout(firstContentShown, FIRST_CONTENT_WAIT_MS);
}

/** Whether the first content is shown, for a query that waits for it (`enabled`). */
export function useFirstContentShown(): boolean {
  return useSyncExternalStore(afterFirstContent, () => shown);
}

/**
 * Says the first content is shown once `ready` and every image inside `container` has loaded (or
 * failed): the photo is what the member waits for, not the card around it.
 */
export function useFirstContentIn(container: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    if (!ready || shown) return;
    const loading = [...(container.current?.querySelectorAll('img') ?? [])].filter(
      (image) => !image.complete,
    );
    let left = loading.length;
    if (left === 0) return firstContentShown();
    const one = () => {
      left -= 1;
      if (left === 0) firstContentShown();
    };
    for (const image of loading) {
      image.addEventListener('load', one, { once: true });
      image.addEventListener('error', one, { once: true });
    }
    return () => {
      for (const image of loading) {
        image.removeEventListener('load', one);
        image.removeEventListener('error', one);
      }
    };
  }, [container, ready]);
}
