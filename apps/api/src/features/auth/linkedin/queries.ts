import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The account a LinkedIn identity signs in to, if it was linked before. */
export function findLinkedUser(db: Db, subject: string) {
  return db
    .selectFrom('linkedin_identities')
    .innerJoin('users', 'users.id', 'linkedin_identities.user_id')
    .select(['users.id', 'users.email', 'users.is_verified', 'users.session_version'])
    .where('linkedin_identities.subject', '=', subject)
    .executeTakeFirst();
}

export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** Links an identity to a new account; answers false when the identity is already linked to another. */
export async function linkIdentity(db: Db, subject: string, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('linkedin_identities')
    .values({ subject, user_id: userId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('subject')
    .executeTakeFirst();
  return row !== undefined;
}
