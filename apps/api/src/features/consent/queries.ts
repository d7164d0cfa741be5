import { isSensitiveQuestion, QUESTIONS } from '@lien/contract/rules';
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
 * Run every hour over every profile, so the answers (a large jsonb each) are read only for members
 * with a religion or political fact (null exactly when those answers are absent) and no consent in
 * force: the fence (offset 0) keeps the planner from reading them for everyone first.
 */
export async function holdingUnconsentedAnswers(db: Db, limit: number): Promise<number[]> {
  const result = await sql<{ user_id: number }>`
    select candidate.user_id from (
      select p.user_id, p.answers from personality_profiles p
      where (p.religion_kind is not null or p.politics_engaged is not null)
        and not exists (select 1 from sensitive_consents c
          where c.user_id = p.user_id and c.withdrawn_at is null)
      offset 0
    ) candidate
    where candidate.answers ?| ${SENSITIVE_TEXTS}::text[]
    order by candidate.user_id
    limit ${limit}`.execute(db);
  return result.rows.map((row) => row.user_id);
}
