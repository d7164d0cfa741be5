import { PHOTO_SWIPE_THRESHOLD_PX } from '@lien/contract/rules';
import { type PointerEvent, useRef } from 'react';

interface Start {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * PRODUCT §4 photo carousel gesture: a horizontal pointer movement (finger, pen or mouse) of more
 * than 75 px goes to the next photo when it moves left, to the previous one when it moves right.
 * A movement that is mostly vertical is a scroll and changes nothing.
 */
export function usePhotoSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<Start | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // A press on an arrow or a dot is a click on that button, not the start of a swipe.
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    capturePointer(event);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.pointerId !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) <= PHOTO_SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) onNext();
    else onPrevious();
  };

  const onPointerCancel = () => {
    start.current = null;
  };

  return { onPointerDown, onPointerUp, onPointerCancel };
}

/** A mouse released outside the element still ends the gesture there (touch is captured by itself). */
export function capturePointer(event: PointerEvent<HTMLElement>): void {
  try {
    event.currentTarget.setPointerCapture?.(event.pointerId);
  } catch {
    // A pointer the browser no longer tracks cannot be captured; the gesture simply ends early.
  }
}
