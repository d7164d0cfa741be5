import { useEffect, useRef } from 'react';
import type { SwipeKind } from './useDeck';

const KEYS: Record<string, SwipeKind> = { ArrowLeft: 'pass', ArrowRight: 'like', ArrowUp: 'superLike' };

/** Places where the arrow keys already mean something: typing, choosing, an open dialog. */
const OWN_ARROWS = 'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]';

/**
 * The deck's keyboard (PRODUCT §2.5, told on screen): ← pass, → like, ↑ super like, from anywhere
 * on the page. Keys already used by the focused control (the photo carousel prevents their
 * default), a modifier, or an open modal dialog leave them alone.
 */
export function useDeckKeys(enabled: boolean, onSwipe: (kind: SwipeKind) => void) {
  const swipeRef = useRef(onSwipe);
  swipeRef.current = onSwipe;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const kind = KEYS[event.key];
      if (
        !kind ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      ) {
        return;
      }
      if (event.target instanceof Element && event.target.closest(OWN_ARROWS)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      swipeRef.current(kind);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
