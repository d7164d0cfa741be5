import type { PushPayload } from '@lien/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { waitingOnMember } from '../chat/turns';

type Db = Kysely<Database>;

/** A reminder this caller recorded (the row is its own: another instance's insert found it there). */
export interface RecordedReminder {
  member_id: number;
  conversation_id: number;
  channel: 'push' | 'digest';
  /** The one who waits, named by the push. */
  partner_first_name: string;
}

/**
 * Records the reminders now due, up to `limit`, and answers those this statement inserted: a member's
 * conversation that waits on them (chat/turns.ts), its newest message written within `written` (a day
 * ago or more, a week at most), never reminded before, the member a real one (not the demo world's)
 * with new messages on in their choices and a way to be told — a push device ('push'), else the
 * e-mail digest on and the address confirmed ('digest'). Members who cannot be told get no row: they
 * are reminded if they turn a way on while the conversation still waits. `on conflict do nothing` on
 * the primary key makes a second instance's insert of the same row insert nothing (it waits for the
 * first's transaction, then finds the row). `memberId` keeps to one member's (the end-to-end server's
 * round, dev-routes.ts); the job's rounds have none, and their statement is the same as without it.
 */
export async function recordDueReminders(
  db: Db,
  written: { from: Date; until: Date },
  at: Date,
  limit: number,
  memberId?: number,
): Promise<RecordedReminder[]> {
  // Each step is its own materialized CTE and every look-up a correlated subquery: the planner reads
  // « open to both » (a self-join of conversation_members) as matching almost nothing, and a join
  // after it became a sequential scan per waiting row (on 100 000 conversation rows, a round never
  // ended); a subquery stays an index probe whatever the estimates.
  const result = await sql<RecordedReminder>`
    with turns_waiting as materialized (
      select me.user_id, me.conversation_id, me.partner_id
      from conversation_members me
      where ${waitingOnMember('me', written)}
        ${memberId === undefined ? sql`` : sql`and me.user_id = ${memberId}`}
        -- A scalar subquery, not « not exists »: the planner would make that an anti-join, and with
        -- its estimate of one waiting row, scan the whole table once per row.
        and (select r.channel from turn_reminders r
          where r.member_id = me.user_id and r.conversation_id = me.conversation_id) is null
    ), reachable as materialized (
      select w.user_id, w.conversation_id, w.partner_id,
        exists (select 1 from push_subscriptions s where s.user_id = w.user_id) as device,
        (select not u.is_demo from users u where u.id = w.user_id) as real_member,
        (select u.is_verified from users u where u.id = w.user_id) as verified,
        coalesce((select p.messages from notification_preferences p where p.user_id = w.user_id), true) as messages_on,
        coalesce((select p.email_digest from notification_preferences p where p.user_id = w.user_id), true) as digest_on
      from turns_waiting w
    ), reminders_due as materialized (
      select user_id, conversation_id, partner_id, case when device then 'push' else 'digest' end as channel
      from reachable
      where real_member and messages_on and (device or (verified and digest_on))
      order by user_id, conversation_id
      limit ${limit}
    ), recorded as (
      insert into turn_reminders (member_id, conversation_id, channel, reminded_at)
      select user_id, conversation_id, channel, ${at} from reminders_due
      on conflict (member_id, conversation_id) do nothing
      returning member_id, conversation_id, channel
    )
    select recorded.member_id, recorded.conversation_id, recorded.channel,
      (select partner.first_name from users partner where partner.id = due.partner_id) as partner_first_name
    from recorded
    join reminders_due due on due.user_id = recorded.member_id and due.conversation_id = recorded.conversation_id
    order by recorded.member_id, recorded.conversation_id`.execute(db);
  return result.rows;
}

/** Queues the reminders' pushes (filed under the member's « messages » choice, kind 'message'). */
export async function queueReminderPushes(
  db: Db,
  pushes: readonly { userId: number; payload: PushPayload }[],
): Promise<void> {
  if (pushes.length === 0) return;
  await db
    .insertInto('push_outbox')
    .values(
      pushes.map(({ userId, payload }) => ({
        user_id: userId,
        kind: 'message' as const,
        payload: JSON.stringify(payload),
      })),
    )
    .execute();
}

/** Marks the member's reminders of these conversations told by their digest. */
export async function markRemindersDigested(
  db: Db,
  memberId: number,
  conversationIds: readonly number[],
  at: Date,
): Promise<void> {
  if (conversationIds.length === 0) return;
  await db
    .updateTable('turn_reminders')
    .set({ digested_at: at })
    .where('member_id', '=', memberId)
    .where('conversation_id', 'in', conversationIds)
    .where('channel', '=', 'digest')
    .where('digested_at', 'is', null)
    .execute();
}
