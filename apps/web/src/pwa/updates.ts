import { useSyncExternalStore } from 'react';

/**
 * A new version of the app is installed and waiting (the service worker of the new build): `apply`
 * activates it and reloads the page. Set by register.ts; null while there is none.
 */
let waiting: { apply: () => void } | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => void): void {
  waiting = { apply };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version, or null. */
export function useWaitingUpdate(): { apply: () => void } | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
