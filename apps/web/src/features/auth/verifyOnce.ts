import type { VerifyEmailReply } from '@lien/contract';
import { authApi } from '../../api/auth';

const verifications = new Map<string, Promise<VerifyEmailReply>>();

/**
 * A verification token works once: whatever mounts the screen twice (StrictMode's double
 * effects, a remount) shares the first request's answer instead of spending the token again.
 */
export function verifyEmailOnce(token: string): Promise<VerifyEmailReply> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = authApi.verifyEmail(token);
    verifications.set(token, verification);
  }
  return verification;
}
