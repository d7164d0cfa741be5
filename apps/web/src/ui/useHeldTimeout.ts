import { type FocusEvent, useEffect, useRef, useState } from 'react';

/**
 * Calls `onTimeout` once `ms` have passed, the time stopping while the pointer or the focus is on
 * the element that takes the returned handlers (WCAG 2.2.1: anyone can reach what would leave on
 * its own). The time starts again in full when they leave.
 */
export function useHeldTimeout(ms: number, onTimeout: () => void) {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const timeoutRef = useRef(onTimeout);
  timeoutRef.current = onTimeout;
  const paused = held.pointer || held.focus;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => timeoutRef.current(), ms);
    return () => clearTimeout(timer);
  }, [paused, ms]);

  return {
    onPointerEnter: () => setHeld((now) => ({ ...now, pointer: true })),
    onPointerLeave: () => setHeld((now) => ({ ...now, pointer: false })),
    onFocus: () => setHeld((now) => ({ ...now, focus: true })),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setHeld((now) => ({ ...now, focus: false }));
    },
  };
}
