import type { pendingMatch } from '@lien/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { appointmentsApi } from '../../api/appointments';

export type PendingMatch = z.infer<typeof pendingMatch>;

export type PendingLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; matches: PendingMatch[] };

/**
 * The member's pending matches, loaded once and again on `retry` (after a failure, or when a live
 * event says the list changed: a reload keeps the list on screen until the new one replaces it).
 */
export function usePendingMatches() {
  const [load, setLoad] = useState<PendingLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ("Réessayer") loads again.
  useEffect(() => {
    let cancelled = false;
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    appointmentsApi.pendingMatches().then(
      ({ matches }) => {
        if (!cancelled) setLoad({ status: 'ready', matches });
      },
      () => {
        if (!cancelled) setLoad({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return { load, retry: () => setAttempt((count) => count + 1) };
}
