import { discoveryMessages, type SwipeProfile } from '@lien/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { discoveryApi } from '../../../api/discovery';
import { readSession } from '../../../session/storage';
import { failureText } from '../failureText';

export type ViewedProfile =
  | { status: 'loading' }
  | { status: 'failed'; message: string; canRetry: boolean }
  | { status: 'ready'; profile: SwipeProfile };

/** Offline or an unreadable answer: not the server's doing, so no status to quote. */
export const viewNetworkError = 'Impossible de charger le profil. Vérifiez votre connexion.';

/** The userId query parameter, when it is one: a positive whole number. */
export function parseUserId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function loadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return discoveryMessages.viewNotFound;
  return failureText(error, discoveryMessages.viewStatusError, viewNetworkError);
}

/** The profile view's data (SPEC §5, §8): the userId from the URL, the session, then the profile. */
export function useViewedProfile(userId: number | null, attempt: number): ViewedProfile {
  const [state, setState] = useState<ViewedProfile>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ('Réessayer') loads again.
  useEffect(() => {
    if (userId === null) {
      setState({ status: 'failed', message: discoveryMessages.viewMissingUserId, canRetry: false });
      return;
    }
    if (!readSession()?.token) {
      setState({ status: 'failed', message: discoveryMessages.viewUnauthenticated, canRetry: false });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    discoveryApi.userProfile(userId).then(
      (profile) => {
        if (!cancelled) setState({ status: 'ready', profile });
      },
      (error: unknown) => {
        if (cancelled) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setState({ status: 'failed', message: loadFailure(error), canRetry: !notFound });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userId, attempt]);

  return state;
}
