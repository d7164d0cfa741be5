import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { capturePointer } from '../usePhotoSwipe';

/**
 * How far the card must travel to decide. Larger than the photo's 75 px on purpose: a decision
 * cannot be undone, a photo change can.
 */
export const DECISION_DRAG_PX = 110;

/** Under this a press is still a tap or the start of a scroll: nothing moves yet. */
const SLOP_PX = 8;

/** Where a drag may not start: the photos (their own swipe), controls, and the report dialog. */
const NOT_A_DRAG = '[data-photo-swipe], button, a, input, label, textarea, select, [role="dialog"]';

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  /** Decided after the slop: true drags the card, false leaves a vertical move to the scroll. */
  horizontal: boolean | null;
}

/**
 * Dragging the card sideways to decide (left pass, right like), from the card's body — its name,
 * facts, affinities, bio. The photo keeps its own 75 px swipe to turn photos, so the two gestures
 * never compete: which one runs depends on where the finger lands. The card follows the finger,
 * and goes back to its place when released short of DECISION_DRAG_PX. While `disabled` (the match
 * dialog opened), a drag under way goes back to its place and decides nothing: the card is still
 * there when the dialog closes, so the member sees the like was not given.
 */
export function useCardDrag(onDecide: (kind: 'pass' | 'like', offset: number) => void, disabled = false) {
  const [offset, setOffset] = useState(0);
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => {
    if (!disabled) return;
    gesture.current = null;
    setOffset(0);
  }, [disabled]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (disabled) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(NOT_A_DRAG)) return;
    gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, horizontal: null };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (current.horizontal === null) {
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SLOP_PX) return;
      current.horizontal = Math.abs(dx) > Math.abs(dy);
      if (!current.horizontal) {
        gesture.current = null;
        return;
      }
      capturePointer(event);
    }
    setOffset(dx);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    gesture.current = null;
    if (!current?.horizontal || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (Math.abs(dx) >= DECISION_DRAG_PX) onDecide(dx > 0 ? 'like' : 'pass', dx);
    else setOffset(0);
  };

  const onPointerCancel = () => {
    gesture.current = null;
    setOffset(0);
  };

  return {
    offset,
    dragging: gesture.current?.horizontal === true,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
