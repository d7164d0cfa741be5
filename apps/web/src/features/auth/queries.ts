import type { authEndpoints as AuthEndpoints, EndpointInput, EndpointReply } from '@lien/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { onMemberChange } from '../../session/changes';
import { replaceToken, saveSession } from '../../session/storage';

/**
 * The contract's declarations of these calls, loaded with the first one: their zod schemas are then
 * not among the first scripts of the public screens (/welcome, /signup, /login) that use them.
 */
const endpoints = () => import('./endpoints').then((module) => module.authEndpoints);

/** What the call named `E` sends. */
type Body<E extends keyof typeof AuthEndpoints> =
  EndpointInput<(typeof AuthEndpoints)[E]> extends { body: infer Sent } ? Sent : never;

/** The query keys of the sign-in journeys. */
export const authKeys = {
  all: ['auth'] as const,
  /** The answer to one e-mail verification link. */
  verification: (token: string) => [...authKeys.all, 'verification', token] as const,
  /** A write of these journeys (log-in, sign-up…), sent once at a time (api/useMutationInFlight.ts). */
  write: (name: keyof typeof AuthEndpoints) => [...authKeys.all, 'write', name] as const,
};

type VerificationReply = EndpointReply<(typeof AuthEndpoints)['verifyEmail']>;

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
    reply: endpoints()
      .then((declared) => call(declared.verifyEmail, { body: { token } }))
      .then((reply) => {
        entry.memberId = reply.user.id;
        saveSession(reply.token, reply.user);
        return reply;
      }),
  };
  spent.set(token, entry);
  return entry.reply;
}

/**
 * Spends an e-mail verification token (PRODUCT §2.1) and stores the session it opens. A token works
 * once, so its answer is kept for the visit and never asked again: StrictMode's double mount, a
 * remount, the fresh cache of the member it signs in, or a failure all read the first request's
 * answer instead of spending the token again. `token` null asks nothing (a missing or malformed link).
 */
export function useVerifyEmailQuery(token: string | null) {
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

/*
 * Sign-up and log-in open a session, which the screen stores itself, in the same step as it leaves
 * for the next screen: storing it changes the member, whose screens then start under a fresh query
 * client (session/SessionProvider.tsx), this one unmounted.
 */

/** PRODUCT §2.2: creates the account; its reply is the session it opens. */
export function useSignupMutation() {
  return useMutation({
    mutationKey: authKeys.write('signup'),
    mutationFn: async (body: Body<'signup'>) => call((await endpoints()).signup, { body }),
  });
}

/**
 * PRODUCT §2.1: logs in; the reply is the session it opens or, with two-step verification on, the
 * challenge of the second step.
 */
export function useLoginMutation() {
  return useMutation({
    mutationKey: authKeys.write('login'),
    mutationFn: async (body: Body<'login'>) => call((await endpoints()).login, { body }),
  });
}

/** PRODUCT §2.1: asks for a reset link (the answer never says whether the address has an account). */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationKey: authKeys.write('forgotPassword'),
    mutationFn: async (body: Body<'forgotPassword'>) => call((await endpoints()).forgotPassword, { body }),
  });
}

/** PRODUCT §2.1: a new password from the link of the e-mail. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: authKeys.write('resetPassword'),
    mutationFn: async (body: Body<'resetPassword'>) => call((await endpoints()).resetPassword, { body }),
  });
}

/**
 * PRODUCT §2.5: the server signs out every other device and hands this one a fresh token, which
 * replaces the stored one.
 */
export function useChangePasswordMutation() {
  return useMutation({
    mutationKey: authKeys.write('changePassword'),
    mutationFn: async (body: Body<'changePassword'>) => call((await endpoints()).changePassword, { body }),
    onSuccess: (reply) => replaceToken(reply.token),
  });
}

/** PRODUCT §2.1: sends the confirmation link again to the signed-in, unverified member. */
export function useResendVerificationMutation() {
  return useMutation({
    mutationKey: authKeys.write('resendVerification'),
    mutationFn: async () => call((await endpoints()).resendVerification),
  });
}
