import { VERIFICATION_REVIEW_DAYS } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../infra/mail';
import type { Storage } from '../../infra/storage';
import { closeSubmitted } from './close';
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
 * closed as a decision closes it (closeSubmitted: a store that fails leaves the request for the next
 * round), then the member told by e-mail. Answers how many lapsed.
 */
export async function lapseStaleSelfies(deps: LapseDeps, now: Date, limit: number): Promise<number> {
  const { db, storage, mailer, publicUrl } = deps;
  let lapsed = 0;
  for (const id of await q.staleSubmitted(db, new Date(now.getTime() - REVIEW_MS), limit)) {
    // Locked again inside: a moderator may have decided, or the member withdrawn, since the list was read.
    const member = await closeSubmitted(db, storage, id, (trx, row) => q.recordLapse(trx, row.id));
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
