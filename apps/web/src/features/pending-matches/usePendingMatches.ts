import type { pendingMatch } from '@lien/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { appointmentsApi } from '../../api/appointments';

export type PendingMatch = z.infer<typeof pendingMatch>;

export type PendingLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; matches: PendingMatch[] };

/** The member's pending matches, loaded once and again on `retry`. */
export function usePendingMatches() {
  const [load, setLoad] = useState<PendingLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ("Réessayer") loads again.
  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
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
