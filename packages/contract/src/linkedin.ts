import { z } from './zod-fr';

/**
 * LinkedIn sign-in (PRODUCT §2.1, §2.2, §4, §8): the codes the API puts in the `error` query of the
 * screens it sends the browser back to, and how long each step of the journey may take.
 */

/** The browser has this long at LinkedIn between leaving and coming back to the callback. */
export const LINKEDIN_FLOW_DURATION_MS = 10 * 60 * 1000;

/** After LinkedIn vouched for a new person, the sign-up form must be sent within this time to link it. */
export const LINKEDIN_SIGNUP_PROOF_DURATION_MS = 60 * 60 * 1000;

/** Error codes of `/signup?error=` and `/login?error=` after a LinkedIn sign-in. */
export const linkedinErrors = {
  /** The e-mail of the LinkedIn account already has an account here (PRODUCT §8). */
  userExists: 'user_exists',
  /** /linkedin-redirect received a token or user it could not read (PRODUCT §4). */
  redirectFailed: 'linkedin_redirect_failed',
  /** The server has no LinkedIn client configured. */
  notConfigured: 'linkedin_not_configured',
  /** The person refused consent, or LinkedIn answered an error on the callback. */
  denied: 'linkedin_denied',
  /** The callback came without the flow this browser started, or with another state. */
  invalidState: 'linkedin_invalid_state',
  /** LinkedIn could not be reached, or refused the code (expired, replayed) or its ID token failed checks. */
  failed: 'linkedin_failed',
  /** The ID token carried no e-mail address, so no account can be opened from it. */
  noEmail: 'linkedin_no_email',
} as const;

/** PRODUCT §2.2 `prefill`: what a LinkedIn sign-in hands to the sign-up form, as URL-encoded JSON. */
export const linkedinPrefill = z.lazy(() =>
  z.object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
  }),
);
export type LinkedinPrefill = z.infer<typeof linkedinPrefill>;
