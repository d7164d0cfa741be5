import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../api/auth';
import { onMemberChange } from '../../session/changes';
import { saveSession } from '../../session/storage';

/** The query keys of the sign-in journeys. */
export const authKeys = {
  all: ['auth'] as const,
  /** The answer to one e-mail verification link. */
  verification: (token: string) => [...authKeys.all, 'verification', token] as const,
};

type VerificationReply = Awaited<ReturnType<typeof authApi.verifyEmail>>;

/** Each link's one request and the member it signed in, once known. */
const spent = new Map<string, { reply: Promise<VerificationReply>; memberId?: number }>();

// The answers are the member's: forgotten when they leave, kept while they come in.
onMemberChange((previous) => {
  for (const [token, entry] of spent) {
    if (entry.memberId === previous?.memberId) spent.delete(token);
  }
});

/**
 * Spends a verification token once for the page's life and stores the session it opens. The answer
 * is kept beside the query cache rather than only in it: storing the session changes the member, so
 * the screen goes on under a fresh cache (session/SessionProvider.tsx), where it reads this answer
 * again instead of spending the token a second time.
 */
function spendVerificationToken(token: string): Promise<VerificationReply> {
  const known = spent.get(token);
  if (known) return known.reply;
  const entry: { reply: Promise<VerificationReply>; memberId?: number } = {
    reply: authApi.verifyEmail(token).then((reply) => {
      entry.memberId = reply.user.id;
      saveSession(reply.token, reply.user);
      return reply;
    }),
  };
  spent.set(token, entry);
  return entry.reply;
}

/**
 * Spends an e-mail verification token (SPEC §2.1) and stores the session it opens. A token works
 * once, so its answer is kept for the visit and never asked again: StrictMode's double mount, a
 * remount, the fresh cache of the member it signs in, or a failure all read the first request's
 * answer instead of spending the token again. `token` null asks nothing (a missing or malformed link).
 */
export function useEmailVerification(token: string | null) {
  return useQuery({
    queryKey: authKeys.verification(token ?? ''),
    queryFn: () => spendVerificationToken(token ?? ''),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
