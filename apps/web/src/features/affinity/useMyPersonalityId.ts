import { useEffect, useState } from 'react';
import { affinityApi } from '../../api/affinity';

export type MyIdLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `id` is null until the questionnaire is done. */
  | { status: 'ready'; id: string | null };

/** The member's own personality ID, from the server (stable, issued once the questionnaire is done). */
export function useMyPersonalityId() {
  const [load, setLoad] = useState<MyIdLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ("Réessayer") loads again.
  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    affinityApi.myId().then(
      ({ personalityId }) => {
        if (!cancelled) setLoad({ status: 'ready', id: personalityId });
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
