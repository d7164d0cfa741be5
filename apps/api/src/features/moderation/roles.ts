import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Gives or takes the moderator role of the account with this address (compared without case), and
 * keeps the change in the audit log; false when no account has it. Only the command line calls it.
 */
export async function setModerator(db: Db, email: string, moderator: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ role: moderator ? 'moderator' : 'member' })
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('moderation_audit')
      .values({
        moderator_id: null,
        action: moderator ? 'role:grant' : 'role:revoke',
        details: JSON.stringify({ memberId: row.id, by: 'command line' }),
      })
      .execute();
    return true;
  });
}

/** The moderators' addresses, alphabetically. */
export async function listModerators(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'moderator')
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}
