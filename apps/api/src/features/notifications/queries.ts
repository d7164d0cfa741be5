import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type PushPayload,
} from '@lien/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { waitingOnMember } from '../chat/turns';
import { pickShown } from '../daily-pick/shown';

type Db = Kysely<Database>;

/** The member's choices; the defaults when they never chose. */
export async function preferencesOf(db: Db, userId: number): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['messages', 'matches', 'calls', 'daily_pick', 'email_digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    messages: row.messages,
    matches: row.matches,
    calls: row.calls,
    dailyPick: row.daily_pick,
    emailDigest: row.email_digest,
  };
}

/** Saves the member's choices (one row per member). */
export async function savePreferences(db: Db, userId: number, p: NotificationPreferences): Promise<void> {
  const values = {
    messages: p.messages,
    matches: p.matches,
    calls: p.calls,
    daily_pick: p.dailyPick,
    email_digest: p.emailDigest,
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** Turns the digest off (its unsubscribe link); false when the member no longer exists. */
export async function turnDigestOff(db: Db, userId: number): Promise<boolean> {
  const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, email_digest: false })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_digest: false, updated_at: new Date() }))
    .execute();
  return true;
}

/** Saves a device's subscription; an endpoint seen before (same browser, maybe another member) is taken over. */
export async function saveSubscription(
  db: Db,
  userId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, ...subscription })
    .onConflict((oc) =>
      oc.constraint('push_subscriptions_endpoint_unique').doUpdateSet({
        user_id: userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
      }),
    )
    .execute();
}

/** Forgets one of the member's devices. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** Forgets a subscription the push service said is gone (404 or 410). */
export async function deleteSubscriptionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export function subscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The member's push devices, oldest first, for the data export. */
export function pushDevicesOf(db: Db, userId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function hasSubscription(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Queues a push for the worker. */
export async function queuePush(
  db: Db,
  userId: number,
  kind: 'match' | 'message' | 'call' | 'daily_pick',
  payload: PushPayload,
): Promise<void> {
  await db
    .insertInto('push_outbox')
    .values({ user_id: userId, kind, payload: JSON.stringify(payload) })
    .execute();
}

/**
 * Claims due pushes: `skip locked` so instances share the queue, the claim held by moving
 * `next_attempt_at` forward (a worker that dies mid-send leaves them due again after `holdMs`).
 * Due by the worker's clock or the database's: a push queued with `default now()` (microseconds) in
 * the millisecond of the round would otherwise wait for the next poll.
 */
export async function claimDuePushes(db: Db, now: Date, holdMs: number, limit: number) {
  const rows = await sql<{ id: string; user_id: number; payload: unknown; attempts: number }>`
    update push_outbox set next_attempt_at = ${new Date(now.getTime() + holdMs)}, attempts = attempts + 1
    where id in (
      select id from push_outbox where next_attempt_at <= greatest(${now}::timestamptz, now())
      order by next_attempt_at limit ${limit} for update skip locked
    )
    returning id, user_id, payload, attempts`.execute(db);
  return rows.rows;
}

export async function deletePush(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_outbox').where('id', '=', id).execute();
}

export async function retryPushAt(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('push_outbox').set({ next_attempt_at: at }).where('id', '=', id).execute();
}

/** The first name of a member, for a push's text; null once they are gone. */
export async function firstNameOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('first_name').where('id', '=', userId).executeTakeFirst();
  return row?.first_name ?? null;
}

/** A booked call as its other member sees it: who booked it and when it starts. */
export async function bookedCall(db: Db, appointmentId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.created_by')
    .select(['appointments.starts_at', 'users.first_name', 'appointments.created_by'])
    .where('appointments.id', '=', appointmentId)
    .executeTakeFirst();
}

/**
 * Members a digest may go to now: verified, not made up by the demo world, digest on, no push subscription, no digest since `since`
 * (a day ago), and something unseen since their last digest (or since a day ago for a first one):
 * a match they have not seen, a message they have not read, or their « choix du jour » of `pickDay`
 * not yet announced and still shown (none before the hour picks are announced: `pickDay` null), or a
 * « À vous de jouer » reminder filed for the digest (turn-reminders.ts) whose conversation still waits
 * on them. One row per member, with the counts and the reminders (conversation, first name).
 */
export async function digestCandidates(
  db: Db,
  since: Date,
  limit: number,
  pickDay: string | null,
  memberId?: number,
) {
  const rows = await sql<{
    id: number;
    email: string;
    first_name: string;
    matches: number;
    messages: number;
    daily_pick: boolean;
    waiting: { conversation: number; name: string }[];
  }>`
    with candidates as (
      select u.id, u.email, u.first_name,
             coalesce(p.last_digest_at, ${since}) as since,
             coalesce(p.matches, true) as want_matches,
             coalesce(p.messages, true) as want_messages,
             coalesce(p.daily_pick, true) as want_pick
      from users u
      left join notification_preferences p on p.user_id = u.id
      where u.is_verified
        and not u.is_demo
        and coalesce(p.email_digest, true)
        and (p.last_digest_at is null or p.last_digest_at <= ${since})
        and not exists (select 1 from push_subscriptions s where s.user_id = u.id)
        ${memberId === undefined ? sql`` : sql`and u.id = ${memberId}`}
    ),
    counted as (
      select c.id, c.email, c.first_name,
        case when c.want_matches then (
          select count(*)::int from conversation_members cm
          join conversations cv on cv.id = cm.conversation_id
          join matches m on m.id = cv.match_id
          where cm.user_id = c.id and cm.match_seen_at is null and m.created_at > c.since
        ) else 0 end as matches,
        case when c.want_messages then (
          select count(*)::int from conversation_members cm
          join messages msg on msg.conversation_id = cm.conversation_id
          where cm.user_id = c.id and msg.id > cm.last_read_message_id
            and msg.sender_id is distinct from c.id and msg.sent_at > c.since
        ) else 0 end as messages,
        c.want_pick and exists (select 1 from daily_picks dp
          where dp.member_id = c.id and dp.day = ${pickDay}::date and dp.announced_at is null
            and ${pickShown(sql.ref('dp.member_id'), sql.ref('dp.pick_id'), sql.ref('dp.day'))}
        ) as daily_pick,
        case when c.want_messages then (
          select coalesce(jsonb_agg(jsonb_build_object('conversation', r.conversation_id, 'name', partner.first_name)
            order by r.reminded_at, r.conversation_id), '[]'::jsonb)
          from turn_reminders r
          join conversation_members me on me.user_id = r.member_id and me.conversation_id = r.conversation_id
          join users partner on partner.id = me.partner_id
          where r.member_id = c.id and r.channel = 'digest' and r.digested_at is null
            and ${waitingOnMember('me')}
        ) else '[]'::jsonb end as waiting
      from candidates c
    )
    select * from counted where matches > 0 or messages > 0 or daily_pick or jsonb_array_length(waiting) > 0
    order by id limit ${limit}`.execute(db);
  return rows.rows;
}

/**
 * Records the member's digest as sent at `at`, unless another instance did since `since`: true when
 * this caller won (and so sends it).
 */
export async function claimDigest(db: Db, userId: number, since: Date, at: Date): Promise<boolean> {
  const result = await sql`
    insert into notification_preferences (user_id, last_digest_at) values (${userId}, ${at})
    on conflict (user_id) do update set last_digest_at = excluded.last_digest_at
    where notification_preferences.last_digest_at is null or notification_preferences.last_digest_at <= ${since}`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Marks the member's pick of `day` announced (the digest told of it). */
export async function markPickAnnounced(db: Db, userId: number, day: string, at: Date): Promise<void> {
  await db
    .updateTable('daily_picks')
    .set({ announced_at: at })
    .where('member_id', '=', userId)
    .where('day', '=', day)
    .where('announced_at', 'is', null)
    .execute();
}
