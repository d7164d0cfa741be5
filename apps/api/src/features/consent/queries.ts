import { isSensitiveQuestion, QUESTIONS } from '@lien/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member's latest consent to sensitive questions, in force or withdrawn; undefined when none. */
export function findLatest(db: Db, userId: number) {
  return db
    .selectFrom('sensitive_consents')
    .select(['version', 'given_at', 'withdrawn_at'])
    .where('user_id', '=', userId)
    .orderBy('given_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Whether a consent is in force. With `lock`, its row is held (for share) until the transaction ends,
 * so a withdrawal (which updates it) waits for an upload that read it, and then erases what it wrote.
 */
export async function hasInForce(db: Db, userId: number, lock = false): Promise<boolean> {
  let query = db
    .selectFrom('sensitive_consents')
    .select('id')
    .where('user_id', '=', userId)
    .where('withdrawn_at', 'is', null);
  if (lock) query = query.forShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/** Records a consent to the text of `version`; sensitive_consents_one_in_force refuses a second one. */
export async function insertConsent(db: Db, userId: number, version: string): Promise<void> {
  await db.insertInto('sensitive_consents').values({ user_id: userId, version }).execute();
}

/** Withdraws the consent in force; answers whether there was one. */
export async function withdrawInForce(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('sensitive_consents')
    .set({ withdrawn_at: new Date() })
    .where('user_id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The texts of the sensitive questions: the keys of their answers in personality_profiles.answers. */
const SENSITIVE_TEXTS = QUESTIONS.filter(isSensitiveQuestion).map((question) => question.text);

/**
 * Up to `limit` members whose saved answers hold a sensitive one while no consent of theirs is in
 * force: those who answered before the consent existed (migration 0025), or any other way round it.
 */
export async function holdingUnconsentedAnswers(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('personality_profiles as p')
    .select('p.user_id')
    .where(sql<boolean>`p.answers ?| ${SENSITIVE_TEXTS}::text[]`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sensitive_consents as c')
            .select('c.id')
            .whereRef('c.user_id', '=', 'p.user_id')
            .where('c.withdrawn_at', 'is', null),
        ),
      ),
    )
    .orderBy('p.user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}
