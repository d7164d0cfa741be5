import type { Insertable, Kysely } from 'kysely';
import type { Database, EmailTokensTable, UsersTable } from '../../db/schema';

type Db = Kysely<Database>;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'password_hash',
      'is_verified',
      'is_demo',
      'session_version',
      'banned_at',
      'suspended_until',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'password_hash', 'is_verified', 'session_version'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  const row = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  return row !== undefined;
}

/** Inserts the account; answers null when the e-mail is already taken. */
export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values(user)
    .onConflict((conflict) => conflict.constraint('users_unique_email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertEmailToken(db: Db, token: Insertable<EmailTokensTable>): Promise<void> {
  await db.insertInto('email_tokens').values(token).execute();
}

/** Marks an unused, unexpired token as used and answers its user; null when there is no such token. */
export async function consumeEmailToken(
  db: Db,
  purpose: EmailTokensTable['purpose'],
  tokenHash: string,
): Promise<number | null> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Voids every outstanding token of a purpose: a new reset link makes older ones useless. */
export async function voidEmailTokens(
  db: Db,
  userId: number,
  purpose: EmailTokensTable['purpose'],
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Stores a new password and raises the session version, which ends every older session. */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirstOrThrow();
  return row.session_version;
}

export async function markVerified(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ is_verified: true }).where('id', '=', userId).execute();
}

export async function touchLastActive(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ last_active_at: new Date() }).where('id', '=', userId).execute();
}
