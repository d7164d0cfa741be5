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
 * first's transaction, then finds the row).
 */
export async function recordDueReminders(
  db: Db,
  written: { from: Date; until: Date },
  at: Date,
  limit: number,
): Promise<RecordedReminder[]> {
  const result = await sql<RecordedReminder>`
    with reminders_due as (
      select me.user_id, me.conversation_id, me.partner_id,
        case when device.present then 'push' else 'digest' end as channel
      from conversation_members me
      join users member on member.id = me.user_id
      left join notification_preferences choice on choice.user_id = me.user_id
      cross join lateral (select exists (
        select 1 from push_subscriptions s where s.user_id = me.user_id) as present) device
      where not member.is_demo
        and coalesce(choice.messages, true)
        and (device.present or (member.is_verified and coalesce(choice.email_digest, true)))
        and not exists (select 1 from turn_reminders r
          where r.member_id = me.user_id and r.conversation_id = me.conversation_id)
        and ${waitingOnMember('me', written)}
      order by me.user_id, me.conversation_id
      limit ${limit}
    ), recorded as (
      insert into turn_reminders (member_id, conversation_id, channel, reminded_at)
      select user_id, conversation_id, channel, ${at} from reminders_due
      on conflict (member_id, conversation_id) do nothing
      returning member_id, conversation_id, channel
    )
    select recorded.member_id, recorded.conversation_id, recorded.channel, partner.first_name as partner_first_name
    from recorded
    join reminders_due due on due.user_id = recorded.member_id and due.conversation_id = recorded.conversation_id
    join users partner on partner.id = due.partner_id
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
