import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the deck is showing the match overlay of the member's own like. A match heard live waits
 * while it shows, so that two overlays never stack on the deck: one closes, the next one opens.
 */
let showing = false;
const listeners = new Set<() => void>();

function setShowing(next: boolean): void {
  if (showing === next) return;
  showing = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The deck says while its own match overlay is open (and that it is closed when it leaves). */
export function useAnnounceDeckMatch(open: boolean): void {
  useEffect(() => {
    setShowing(open);
    return () => setShowing(false);
  }, [open]);
}

/** True while the deck shows its own match overlay. */
export function useDeckMatchShowing(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showing,
    () => false,
  );
}
