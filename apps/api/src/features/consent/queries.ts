import type { Kysely } from 'kysely';
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
