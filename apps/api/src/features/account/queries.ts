import type { Insertable, Kysely } from 'kysely';
import type { AccountDeletionsTable, Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What deleting an account checks and erases by address: its password hash and e-mail. */
export function findAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Locks the member's row until the transaction ends, so that the requests of one member that must not
 * interleave run one after the other: two saves of the interests (otherwise each deletes only what it
 * sees and both sets end up merged), two uploads at five photos, a photo delete beside a reorder, and
 * the account's deletion (an upload that waited behind it then finds no account).
 * Answers false when the member no longer exists.
 */
export async function lockMember(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Storage keys of every file of the member's photos (full size and thumbnail). */
export async function photoKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('photos')
    .select(['storage_key', 'thumb_key'])
    .where('user_id', '=', userId)
    .execute();
  // A verification selfie not yet decided goes with the account (issue #29).
  const selfies = await db
    .selectFrom('photo_verifications')
    .select('selfie_key')
    .where('user_id', '=', userId)
    .where('selfie_key', 'is not', null)
    .execute();
  return [
    ...rows.flatMap((row) => [row.storage_key, row.thumb_key]),
    ...selfies.flatMap((row) => (row.selfie_key ? [row.selfie_key] : [])),
  ];
}

/** The people whose badge counts the deletion changes: conversation partners and members they liked. */
export async function affectedMembers(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation_members')
    .select('partner_id as id')
    .where('user_id', '=', userId)
    .where('partner_id', 'is not', null)
    .union(
      db
        .selectFrom('swipes')
        .select('swiped_id as id')
        .where('swiper_id', '=', userId)
        .where('liked', '=', true),
    )
    .execute();
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/**
 * Reports the member made: erased with them (the foreign key would only unsign them). Reports about
 * the member go with the account through their own cascade.
 */
export async function deleteReportsBy(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('reports').where('reporter_id', '=', userId).execute();
}

/** Mails kept in the dev outbox for the address (never used in production, but personal all the same). */
export async function deleteOutboxMails(db: Db, email: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
}

/** The anonymous record of why someone left. */
export async function recordDeletion(db: Db, row: Insertable<AccountDeletionsTable>): Promise<void> {
  await db.insertInto('account_deletions').values(row).execute();
}

/** Deletes the account row; every table holding the member's data follows by its foreign key. */
export async function deleteUser(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
