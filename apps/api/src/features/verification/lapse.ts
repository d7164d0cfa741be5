import { VERIFICATION_REVIEW_DAYS } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../infra/mail';
import type { Storage } from '../../infra/storage';
import { verificationLapsedMail } from './mails';
import * as q from './queries';

const REVIEW_MS = VERIFICATION_REVIEW_DAYS * 24 * 60 * 60 * 1000;

export interface LapseDeps {
  db: Kysely<Database>;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Sent selfies no moderator decided within VERIFICATION_REVIEW_DAYS, at most `limit` a round: each
 * erased before its lapse commits, as a decision erases it (a store that fails leaves the request as it
 * was, for the next round), then the member told by e-mail. Answers how many lapsed.
 */
export async function lapseStaleSelfies(deps: LapseDeps, now: Date, limit: number): Promise<number> {
  const { db, storage, mailer, publicUrl } = deps;
  let lapsed = 0;
  for (const id of await q.staleSubmitted(db, new Date(now.getTime() - REVIEW_MS), limit)) {
    const member = await db.transaction().execute(async (trx) => {
      // Locked again: a moderator may have decided, or the member withdrawn, since the list was read.
      const row = await q.lockPending(trx, id);
      if (!row) return undefined;
      if (row.selfie_key) await storage.delete(row.selfie_key);
      await q.recordLapse(trx, row.id);
      return trx
        .selectFrom('users')
        .select(['email', 'first_name'])
        .where('id', '=', row.user_id)
        .executeTakeFirst();
    });
    if (!member) continue;
    lapsed += 1;
    await mailer.send(
      verificationLapsedMail(
        member.email,
        member.first_name,
        VERIFICATION_REVIEW_DAYS,
        `${publicUrl}/verification`,
      ),
    );
  }
  return lapsed;
}
