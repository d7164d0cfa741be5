import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered HTML or being hydrated, true once the app runs it (and at once
 * on a screen the app renders itself). A prerendered form must not be sent by the browser before the
 * app handles it: its native submission would put the fields, a password too, in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
