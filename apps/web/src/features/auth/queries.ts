import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../api/auth';
import { saveSession } from '../../session/storage';

/** The query keys of the sign-in journeys. */
export const authKeys = {
  all: ['auth'] as const,
  /** The answer to one e-mail verification link. */
  verification: (token: string) => [...authKeys.all, 'verification', token] as const,
};

/**
 * Spends an e-mail verification token (SPEC §2.1) and stores the session it opens. A token works
 * once, so its answer is a query kept for the visit and never asked again: StrictMode's double
 * mount, a remount or a failure all read the first request's answer instead of spending the token
 * again. `token` null asks nothing (a missing or malformed link).
 */
export function useEmailVerification(token: string | null) {
  return useQuery({
    queryKey: authKeys.verification(token ?? ''),
    queryFn: async () => {
      const reply = await authApi.verifyEmail(token ?? '');
      saveSession(reply.token, reply.user);
      return reply;
    },
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
