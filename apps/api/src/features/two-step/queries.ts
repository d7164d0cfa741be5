import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member's TOTP row: pending (enabled_at null) or on. */
export function findSecret(db: Db, userId: number) {
  return db
    .selectFrom('two_step_secrets')
    .select(['secret_encrypted', 'created_at', 'enabled_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** True when the member turned two-step verification on. */
export async function isEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('two_step_secrets')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new pending secret, in place of any earlier pending one (never of one already on). */
export async function savePendingSecret(db: Db, userId: number, sealed: string): Promise<boolean> {
  const row = await db
    .insertInto('two_step_secrets')
    .values({ user_id: userId, secret_encrypted: sealed })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_encrypted: sealed, created_at: sql`now()`, last_used_step: null })
        .where('two_step_secrets.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a code's time step: true only when it is later than every step taken before, so that the
 * same code (or an older one) is never accepted twice, even by two requests at once.
 */
export async function takeStep(db: Db, userId: number, step: number, enabled: boolean): Promise<boolean> {
  const row = await db
    .updateTable('two_step_secrets')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', enabled ? 'is not' : 'is', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns the pending secret on and stores the recovery codes' hashes in place of any older ones. */
export async function enable(db: Db, userId: number, codeHashes: string[]): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('two_step_secrets')
      .set({ enabled_at: new Date() })
      .where('user_id', '=', userId)
      .returning('enabled_at')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
    // A verification link still unused would open a session without the code: none is left.
    await trx
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'verify_email')
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('two_step_recovery_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
    return row.enabled_at ?? new Date();
  });
}

/** Uses a recovery code: true the first time only. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('two_step_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Recovery codes not used yet. */
export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_step_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Turns two-step verification off: the secret and every recovery code go. */
export async function removeTwoStep(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_step_secrets').where('user_id', '=', userId).execute();
  });
}

/** The e-mail an authenticator app shows under « Lien », and whether it is confirmed. */
export function accountOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'is_verified']).where('id', '=', userId).executeTakeFirst();
}
