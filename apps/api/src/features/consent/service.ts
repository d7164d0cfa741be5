import { consentMessages, type SensitiveConsentState } from '@lien/contract';
import { SENSITIVE_CONSENT_VERSION } from '@lien/contract/rules';
import { serverMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { resetSensitivePreferences } from '../preferences/service';
import { findAnswers } from '../questionnaire/queries';
import { eraseSensitiveAnswers } from '../questionnaire/service';
import * as q from './queries';

type Db = Kysely<Database>;

/**
 * Whether the member's consent to sensitive questions is in force (RGPD art. 9, contract's
 * questionnaire/sensitive.ts). With `lock`, inside a transaction, a withdrawal waits for it to end.
 */
export function hasSensitiveConsent(db: Db, userId: number, lock = false): Promise<boolean> {
  return q.hasInForce(db, userId, lock);
}

/**
 * The explicit consent to sensitive questions: given with the version of the text read, withdrawn at
 * any time; a withdrawal erases the sensitive answers at once, with what was computed from them.
 */
export class SensitiveConsentService {
  constructor(private readonly db: Db) {}

  async state(userId: number): Promise<SensitiveConsentState> {
    const latest = await q.findLatest(this.db, userId);
    return {
      currentVersion: SENSITIVE_CONSENT_VERSION,
      given: latest !== undefined && latest.withdrawn_at === null,
      version: latest?.version ?? null,
      givenAt: latest ? new Date(latest.given_at).toISOString() : null,
      withdrawnAt: latest?.withdrawn_at ? new Date(latest.withdrawn_at).toISOString() : null,
    };
  }

  /** Gives the consent to the text in force; giving it again while in force changes nothing. */
  async give(userId: number, version: string): Promise<SensitiveConsentState> {
    if (version !== SENSITIVE_CONSENT_VERSION) throw new HttpError(400, consentMessages.outdatedVersion);
    if (!(await q.hasInForce(this.db, userId))) {
      try {
        await q.insertConsent(this.db, userId, version);
      } catch (error) {
        // A simultaneous call gave it first: it is in force, which is what was asked.
        if (!isUniqueViolation(error, 'sensitive_consents_one_in_force')) {
          if (isForeignKeyViolation(error, 'sensitive_consents_user_fk')) {
            throw new HttpError(401, serverMessages.unauthenticated);
          }
          throw error;
        }
      }
    }
    return this.state(userId);
  }

  /**
   * Withdraws the consent and, in the same transaction, erases the sensitive answers (the vector, the
   * facts and so the deck's row are computed again from what is left) and puts the partner religion
   * and politics preferences back to 'Peu importe'. Withdrawing when none is in force changes nothing.
   */
  async withdraw(userId: number): Promise<SensitiveConsentState> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await q.withdrawInForce(trx, userId))) return;
      await eraseSensitiveAnswers(trx, userId);
      await resetSensitivePreferences(trx, userId);
    });
    return this.state(userId);
  }

  /**
   * Erases the sensitive answers of a member who holds some without a consent in force, as a
   * withdrawal would (answers, then the religion and politics preferences); answers whether it did.
   * The answers' row is locked before the consent is read: an upload under way either committed
   * before (its consent is then seen, and nothing is erased) or writes after.
   */
  async eraseUnconsented(userId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await findAnswers(trx, userId, true))) return false;
      if (await q.hasInForce(trx, userId)) return false;
      await eraseSensitiveAnswers(trx, userId);
      await resetSensitivePreferences(trx, userId);
      return true;
    });
  }
}
