import type { LinkedinPrefill } from '@lien/contract';
import { readLinkedinPrefill, stripHtml } from '@lien/contract/rules';
import { serverMessages, signupMessages } from '@lien/contract/texts';

export interface SignupQuery {
  prefill: LinkedinPrefill;
  /** Shown on the e-mail field (error=user_exists). */
  emailError: string | null;
  /** Shown above the form (unreadable prefill, failed LinkedIn sign-in). */
  notice: string | null;
}

function parsePrefill(raw: string): LinkedinPrefill | null {
  // URLSearchParams already decoded the value once; a doubly encoded one is decoded again.
  const readings = [() => raw, () => decodeURIComponent(raw)];
  for (const read of readings) {
    try {
      // The schema's rule without zod: this runs before the screen's first render.
      const prefill = readLinkedinPrefill(JSON.parse(read()));
      if (prefill) return prefill;
    } catch {
      // Not JSON in this reading: try the next one.
    }
  }
  return null;
}

/** Reads the optional query of PRODUCT §2.2 and §8: prefill, error and email. */
export function readSignupQuery(params: URLSearchParams): SignupQuery {
  const result: SignupQuery = { prefill: {}, emailError: null, notice: null };
  const rawPrefill = params.get('prefill');
  if (rawPrefill !== null) {
    const prefill = parsePrefill(rawPrefill);
    if (prefill) {
      if (prefill.firstName) result.prefill.firstName = stripHtml(prefill.firstName);
      if (prefill.lastName) result.prefill.lastName = stripHtml(prefill.lastName);
      if (prefill.email) result.prefill.email = prefill.email.trim();
    } else {
      result.notice = signupMessages.linkedinPrefillFailed;
    }
  }
  const error = params.get('error');
  if (error === 'user_exists') {
    const email = params.get('email')?.trim();
    if (email) result.prefill.email = email;
    // Without the address the sentence would read "avec l'email ." : say it without it.
    result.emailError = email ? signupMessages.userExists(email) : serverMessages.emailTaken;
  } else if (error) {
    result.notice = signupMessages.linkedinFailed;
  }
  return result;
}
