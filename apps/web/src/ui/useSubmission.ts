import { useCallback, useRef, useState } from 'react';

/**
 * Runs one form submission at a time. The ref refuses a second submit in the same frame,
 * before React has re-rendered the disabled button; `pending` drives that button.
 */
export function useSubmission() {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
