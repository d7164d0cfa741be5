import type { SwipeProfile } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { ApiError } from '../../api/client';
import { readSession } from '../../session/storage';
import { failureText } from '../discovery/failureText';
import { useMemberProfile } from './queries';

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

/** PRODUCT §8's order for the profile view (ER18): the server's own text first, always. */
function loadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404 && !error.serverMessage) {
    return discoveryMessages.viewNotFound;
  }
  return failureText(error, discoveryMessages.viewStatusError, viewNetworkError);
}

/** The profile view's data (PRODUCT §5, §8): the userId from the URL, the session, then the profile. */
export function useViewedProfile(userId: number | null): { view: ViewedProfile; retry: () => void } {
  const signedIn = Boolean(readSession()?.token);
  const query = useMemberProfile(signedIn ? userId : null);
  const retry = () => void query.refetch();
  if (userId === null) {
    return {
      view: { status: 'failed', message: discoveryMessages.viewMissingUserId, canRetry: false },
      retry,
    };
  }
  if (!signedIn) {
    return {
      view: { status: 'failed', message: discoveryMessages.viewUnauthenticated, canRetry: false },
      retry,
    };
  }
  if (query.data) return { view: { status: 'ready', profile: query.data }, retry };
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return { view: { status: 'failed', message: loadFailure(query.error), canRetry: !notFound }, retry };
  }
  return { view: { status: 'loading' }, retry };
}
