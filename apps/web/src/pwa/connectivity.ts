import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server, as far as the browser knows: offline when `navigator.onLine`
 * says so, and also when a call to the API failed for want of a network (a Wi-Fi with no way out
 * leaves `onLine` true). Any answer from the server, or the browser's `online` event, ends it.
 */
let failedCall = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** A call got no answer (fetch threw): the app is offline until something answers. */
export function reportNetworkFailure(): void {
  if (failedCall) return;
  failedCall = true;
  notify();
}

/** The server answered (any status): the network is there. */
export function reportNetworkAnswer(): void {
  if (!failedCall) return;
  failedCall = false;
  notify();
}

export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || failedCall;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const back = () => {
    failedCall = false;
    listener();
  };
  window.addEventListener('online', back);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', back);
    window.removeEventListener('offline', listener);
  };
}

/** True while the app is offline; false on the server (prerendering), so hydration matches. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
