import { discoveryMessages, type LikeCard } from '@lien/contract';
import { useCallback, useEffect, useState } from 'react';
import { type LikesKind, likesApi } from '../../api/likes';

export type LikesLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; likes: LikeCard[] };

/**
 * One list of likes, with `remove` for a card answered or reported and `retry` after a failure. It is
 * fetched once `wanted` (at once by default) and kept afterwards: the server marks received likes seen
 * when it lists them (the badge counts likes since), so the received list waits for its tab to open.
 */
export function useLikesList(kind: LikesKind, wanted = true) {
  const [load, setLoad] = useState<LikesLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [requested, setRequested] = useState(wanted);
  // Adjusted while rendering, React's way of deriving state from a prop without an extra effect pass.
  if (wanted && !requested) setRequested(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ("Réessayer") loads again.
  useEffect(() => {
    if (!requested) return;
    let cancelled = false;
    setLoad({ status: 'loading' });
    likesApi.list(kind).then(
      ({ likes }) => {
        if (!cancelled) setLoad({ status: 'ready', likes });
      },
      () => {
        // SPEC §8's 'Could not load {kind} likes.' takes the kind as it is: 'received' or 'sent'.
        if (!cancelled) setLoad({ status: 'failed', message: discoveryMessages.likesLoadFailed(kind) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [kind, attempt, requested]);

  const remove = useCallback((id: number) => {
    setLoad((current) =>
      current.status === 'ready'
        ? { status: 'ready', likes: current.likes.filter((like) => like.id !== id) }
        : current,
    );
  }, []);

  return { load, remove, retry: () => setAttempt((count) => count + 1) };
}
