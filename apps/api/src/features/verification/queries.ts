import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member's latest verification request, if any. */
export function latest(db: Db, userId: number) {
  return db
    .selectFrom('photo_verifications')
    .select(['id', 'gesture', 'status', 'requested_at', 'refusal_reason', 'refusal_note'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the member's photo verification was approved (null when none is in force), and their badge choice. */
export function verification(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['photo_verified_at', 'hides_verified_badge'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** When the member's photo verification was approved; null when none is in force. */
export async function verifiedAt(db: Db, userId: number): Promise<Date | null> {
  return (await verification(db, userId))?.photo_verified_at ?? null;
}

/** The member's choice to hide the badge. */
export async function hideBadge(db: Db, userId: number, hidden: boolean): Promise<void> {
  await db.updateTable('users').set({ hides_verified_badge: hidden }).where('id', '=', userId).execute();
}

/** Withdraws the member's open request (drawn or sent): answers the selfie key it held. Call it in a transaction. */
export async function withdrawOpen(db: Db, userId: number): Promise<string[]> {
  const open = await db
    .selectFrom('photo_verifications')
    .select(['id', 'selfie_key'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['requested', 'submitted'])
    .forUpdate()
    .execute();
  if (open.length === 0) return [];
  await db
    .updateTable('photo_verifications')
    .set({ status: 'withdrawn', selfie_key: null })
    .where(
      'id',
      'in',
      open.map((row) => row.id),
    )
    .execute();
  return open.flatMap((row) => (row.selfie_key ? [row.selfie_key] : []));
}

export async function insertRequest(db: Db, userId: number, gesture: string): Promise<void> {
  await db.insertInto('photo_verifications').values({ user_id: userId, gesture }).execute();
}

/** Attaches the selfie to a request still waiting for it; false when it no longer waits. */
export async function attachSelfie(db: Db, id: number, selfieKey: string): Promise<boolean> {
  const result = await db
    .updateTable('photo_verifications')
    .set({ status: 'submitted', selfie_key: selfieKey, submitted_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sent selfies waiting for a moderator, oldest first, with the member's main photo. */
function pending(db: Db) {
  return db
    .selectFrom('photo_verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .leftJoin('photos as ph', (join) => join.onRef('ph.user_id', '=', 'v.user_id').on('ph.position', '=', 0))
    .select([
      'v.id',
      'v.user_id',
      'v.gesture',
      'v.submitted_at',
      'v.selfie_key',
      'u.first_name',
      'ph.thumb_key',
    ])
    .where('v.status', '=', 'submitted');
}

export type PendingRow = Awaited<ReturnType<typeof pendingOne>>;

export function queue(db: Db, limit: number) {
  return pending(db).orderBy('v.submitted_at').orderBy('v.id').limit(limit).execute();
}

export function pendingOne(db: Db, id: number) {
  return pending(db).where('v.id', '=', id).executeTakeFirst();
}

/** Locks a sent selfie's request for its decision; undefined once decided or withdrawn. */
export function lockPending(db: Db, id: number) {
  return db
    .selectFrom('photo_verifications')
    .select(['id', 'user_id', 'selfie_key'])
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .forUpdate()
    .executeTakeFirst();
}

/** Sent selfies waiting since before `before`, oldest first, at most `limit`: the ones that lapse. */
export async function staleSubmitted(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('photo_verifications')
    .select('id')
    .where('status', '=', 'submitted')
    .where('submitted_at', '<', before)
    .orderBy('submitted_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Marks a locked sent selfie's request lapsed (no moderator decided in time): the selfie's key goes. */
export async function recordLapse(db: Db, id: number): Promise<void> {
  await db
    .updateTable('photo_verifications')
    .set({ status: 'lapsed', selfie_key: null, decided_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export interface Decision {
  id: number;
  userId: number;
  moderatorId: number;
  outcome: 'approved' | 'refused';
  reason: string | null;
  note: string | null;
}

/**
 * Records a decision on a locked request: the selfie's key goes, the decision stays; an approval puts
 * the member's verification in force, and the audit log keeps the decision.
 */
export async function recordDecision(db: Db, decision: Decision): Promise<void> {
  const now = new Date();
  await db
    .updateTable('photo_verifications')
    .set({
      status: decision.outcome,
      selfie_key: null,
      decided_at: now,
      moderator_id: decision.moderatorId,
      refusal_reason: decision.reason,
      refusal_note: decision.note,
    })
    .where('id', '=', decision.id)
    .execute();
  if (decision.outcome === 'approved') {
    await db.updateTable('users').set({ photo_verified_at: now }).where('id', '=', decision.userId).execute();
  }
  await db
    .insertInto('moderation_audit')
    .values({
      moderator_id: decision.moderatorId,
      action: `verification:${decision.outcome}`,
      details: JSON.stringify({
        verificationId: decision.id,
        memberId: decision.userId,
        reason: decision.reason,
      }),
    })
    .execute();
}

/**
 * Ends the member's verification in force (their main photo changed): the badge goes and the approved
 * request is marked revoked, so that their settings ask again. False when none was in force.
 */
export async function revoke(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ photo_verified_at: null })
    .where('id', '=', userId)
    .where('photo_verified_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable('photo_verifications')
    .set({ status: 'revoked' })
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .execute();
  return true;
}
