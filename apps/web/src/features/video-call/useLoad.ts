import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Loads `fetcher`'s answer, again on `reload` (after a booking, or a slot taken meanwhile). A reload
 * keeps the data on screen until the new answer replaces it, so the view does not flash.
 */
export function useLoad<T>(fetcher: (() => Promise<T>) | null) {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again.
  useEffect(() => {
    if (!fetcher) return;
    let cancelled = false;
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    fetcher().then(
      (data) => {
        if (!cancelled) setLoad({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!cancelled) setLoad({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fetcher, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, reload };
}
