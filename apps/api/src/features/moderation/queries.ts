import { type Kysely, sql } from 'kysely';
import type { Database, ModerationDecisionKind } from '../../db/schema';
import { insertAppealLink } from './appeal-queries';

type Db = Kysely<Database>;

/** Whether the member holds the moderator role (read at each call: a role removed takes effect at once). */
export async function isModerator(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role === 'moderator';
}

export interface QueueRow {
  id: number;
  reason: string;
  created_at: Date;
  reporter_id: number | null;
  reported_id: number;
  first_name: string;
  thumb_key: string | null;
  against_member: number;
}

/** `reports` of one open report, or all, with what the queue shows; severity first, then age. */
function openReports(db: Db) {
  return db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.reported_id')
    .leftJoin('photos as ph', (join) =>
      join.onRef('ph.user_id', '=', 'r.reported_id').on('ph.position', '=', 0),
    )
    .select([
      'r.id',
      'r.reason',
      'r.created_at',
      'r.reporter_id',
      'r.reported_id',
      'u.first_name',
      'ph.thumb_key',
      sql<number>`(select count(*)::integer from reports o
        where o.reported_id = r.reported_id and o.decided_at is null and o.reason is not null)`.as(
        'against_member',
      ),
    ])
    .where('r.decided_at', 'is', null)
    .where('r.reason', 'is not', null);
}

/** The open reports, most serious first ('Mineur', then 'Harcèlement'), oldest first within each. */
export async function queue(db: Db, limit: number): Promise<QueueRow[]> {
  const rows = await openReports(db)
    .orderBy(sql`case r.reason when 'Mineur' then 0 when 'Harcèlement' then 1 when 'Autre' then 3 else 2 end`)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows as QueueRow[];
}

export async function openReport(db: Db, reportId: number): Promise<QueueRow | undefined> {
  return (await openReports(db).where('r.id', '=', reportId).executeTakeFirst()) as QueueRow | undefined;
}

/** What the console shows of the reported member. */
export function reportedProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['bio', 'job_title', 'birth_date', 'email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function photoKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('photos')
    .select('storage_key')
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** The latest messages between two members, oldest first (their conversation, if they had one). */
export async function excerpt(db: Db, reportedId: number, reporterId: number, limit: number) {
  const rows = await db
    .selectFrom('conversation_members as mine')
    .innerJoin('messages as m', 'm.conversation_id', 'mine.conversation_id')
    .select(['m.sender_id', 'm.content', 'm.sent_at', 'm.id'])
    .where('mine.user_id', '=', reporterId)
    .where('mine.partner_id', '=', reportedId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export interface DecisionRow {
  report_id: number;
  member_id: number;
  moderator_id: number;
  decision: ModerationDecisionKind;
  statement: string;
  ground: string;
  suspended_until: Date | null;
}

/**
 * Records a decision on an open report and takes its measure, in one transaction: the report leaves
 * the queue (undefined when it had already left it), a suspension or a ban ends the member's sessions,
 * a ban keeps the address, the link of the statement of reasons is kept (`appealLink`, its hash) and
 * the audit log keeps the decision.
 */
export async function decide(
  db: Db,
  decision: DecisionRow,
  appealLink?: { token_hash: string; expires_at: Date },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const report = await trx
      .updateTable('reports')
      .set({ decided_at: new Date() })
      .where('id', '=', decision.report_id)
      .where('decided_at', 'is', null)
      .where('reason', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (!report) return undefined;
    const { id } = await trx
      .insertInto('moderation_decisions')
      .values(decision)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (appealLink) await insertAppealLink(trx, { decision_id: id, ...appealLink });
    if (decision.decision === 'suspend' || decision.decision === 'ban') {
      await trx
        .updateTable('users')
        .set((eb) => ({
          session_version: eb('session_version', '+', 1),
          ...(decision.decision === 'ban'
            ? { banned_at: new Date() }
            : { suspended_until: decision.suspended_until }),
        }))
        .where('id', '=', decision.member_id)
        .execute();
    }
    if (decision.decision === 'ban') {
      await sql`insert into banned_emails (email)
        select lower(email) from users where id = ${decision.member_id}
        on conflict (email) do nothing`.execute(trx);
    }
    await trx
      .insertInto('moderation_audit')
      .values({
        moderator_id: decision.moderator_id,
        action: `decision:${decision.decision}`,
        decision_id: id,
        details: JSON.stringify({
          reportId: decision.report_id,
          memberId: decision.member_id,
          ground: decision.ground,
        }),
      })
      .execute();
    return id;
  });
}

/** A member's address and first name, for the e-mails; undefined once they are gone. */
export function contact(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirst();
}

/** Whether an address was banned (compared lowercased). */
export async function isBannedEmail(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('banned_emails')
    .select('email')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The measures moderation took on an account; undefined once it is gone. */
export function findRestrictions(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['banned_at', 'suspended_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
