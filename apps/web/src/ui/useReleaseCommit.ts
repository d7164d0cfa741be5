import { useEffect, useRef } from 'react';

/**
 * How long the keys of a slider rest before their change counts as let go: an arrow key held or
 * pressed ten times in a row is one change, saved once.
 */
export const KEY_COMMIT_DELAY_MS = 700;

/**
 * Tells a slider's screen when a change is final, once per change: at once when the pointer lets go
 * or the focus leaves, and after the keys rest for KEY_COMMIT_DELAY_MS when the change came from the
 * keyboard. A change still waiting when the slider goes away is committed then, so none is lost.
 * Spread the answer's handlers on each input and call `changed` from its onChange.
 */
export function useReleaseCommit<T>(value: T, onCommit: ((value: T) => void) | undefined) {
  const latest = useRef({ value, onCommit });
  latest.current = { value, onCommit };
  // A change not committed yet: set by onChange, cleared by a commit.
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!dirty.current) return;
    dirty.current = false;
    latest.current.onCommit?.(latest.current.value);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs hold the latest value and callback.
  useEffect(() => commit, []);

  return {
    changed: () => {
      dirty.current = true;
    },
    handlers: {
      onPointerUp: commit,
      // Some pointers never send pointerup to the input (a drag that ends off the page): leaving it commits too.
      onBlur: commit,
      onKeyUp: () => {
        if (!dirty.current) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(commit, KEY_COMMIT_DELAY_MS);
      },
    },
  };
}
