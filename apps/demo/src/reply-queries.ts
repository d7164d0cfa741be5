import { type Database, endedBetween, reportBetween } from '@lien/api/extension';
import type { Gender } from '@lien/contract/rules';
import { type Kysely, sql } from 'kysely';
import type { Only } from './arrival-queries';

type Db = Kysely<Database>;

/** A conversation where a demo member owes an answer. */
export interface DueReply {
  conversation_id: number;
  demo_id: number;
  member_id: number;
  /** The member's last message, the one the answer is claimed for. */
  message_id: string;
  /** Answers the demo member already sent in this conversation. */
  replies_sent: number;
  replies_max: number;
}

/** Unanswered messages older than this are left alone: the sweep's work stays bounded. */
const WINDOW_HOURS = 48;

/*
 * Reads chat's tables (the last message of each conversation of a demo member) in one statement for
 * every demo member at once; the answer itself goes through the chat service.
 */
/**
 * Conversations of demo members whose last message is the real member's, written long enough before
 * `now` for the demo member to have read and answered it: their delay times three, plus a second per
 * eight characters of the message (reading it), times `timeScale`. Only while the demo member has
 * answers left, never between two demo members, across a report or in an ended conversation, and
 * not when another sweep holds or already sent the answer. Oldest first.
 */
export async function findDueReplies(
  db: Db,
  now: Date,
  o: { timeScale: number; limit: number; only?: Only },
): Promise<DueReply[]> {
  const only = o.only ? sql`and me.partner_id = any(${[...o.only]}::integer[])` : sql``;
  const result = await sql<DueReply>`
    select me.conversation_id, me.user_id as demo_id, me.partner_id as member_id,
      last.id::text as message_id, sent.count as replies_sent, d.replies_max
    from demo_members d
    join conversation_members me on me.user_id = d.user_id
    join lateral (
      select x.id, x.sender_id, x.content, x.sent_at from messages x
      where x.conversation_id = me.conversation_id order by x.id desc limit 1
    ) last on true
    cross join lateral (
      select count(*)::integer as count from messages x
      where x.conversation_id = me.conversation_id and x.sender_id = d.user_id
    ) sent
    where me.partner_id is not null and last.sender_id = me.partner_id
      and sent.count < d.replies_max
      and last.sent_at > ${now}::timestamptz - make_interval(hours => ${WINDOW_HOURS})
      and last.sent_at <= ${now}::timestamptz - make_interval(secs =>
        (d.reply_delay_seconds * 3 + least(char_length(last.content), 400) / 8.0) * ${o.timeScale}::double precision)
      and not exists (select 1 from demo_members fellow where fellow.user_id = me.partner_id)
      and not exists (select 1 from demo_replies r where r.message_id = last.id
        and (r.answered_at is not null or r.claimed_until > ${now}::timestamptz))
      and not ${reportBetween(sql.ref('me.user_id'), sql.ref('me.partner_id'))}
      and not ${endedBetween(sql.ref('me.user_id'), sql.ref('me.partner_id'))}
      ${only}
    order by last.sent_at, me.conversation_id
    limit ${o.limit}`.execute(db);
  return result.rows;
}

/**
 * Claims the answer to a message for `leaseSeconds`: true for the one sweep that gets it. A claim whose
 * lease ran out without an answer (its instance stopped) can be taken again.
 */
export async function claimReply(
  db: Db,
  messageId: string,
  now: Date,
  leaseSeconds: number,
): Promise<boolean> {
  const result = await sql<{ message_id: string }>`
    insert into demo_replies (message_id, claimed_until)
    values (${messageId}::bigint, ${now}::timestamptz + make_interval(secs => ${leaseSeconds}))
    on conflict on constraint demo_replies_primary_key do update set claimed_until = excluded.claimed_until
      where demo_replies.answered_at is null and demo_replies.claimed_until <= ${now}::timestamptz
    returning message_id`.execute(db);
  return result.rows.length > 0;
}

/** The answer went (or will never go: the conversation closed meanwhile). */
export async function markAnswered(db: Db, messageId: string, now: Date): Promise<void> {
  await db
    .updateTable('demo_replies')
    .set({ answered_at: now })
    .where('message_id', '=', messageId)
    .execute();
}

/** What a demo member knows of someone to talk with them: what their profile shows. */
export interface PersonaRow {
  id: number;
  first_name: string;
  gender: Gender;
  birth_date: string;
  job_title: string | null;
  city_name: string;
}

export async function findPersonas(db: Db, ids: readonly number[]): Promise<PersonaRow[]> {
  const result = await sql<PersonaRow>`
    select u.id, u.first_name, u.gender, to_char(u.birth_date, 'YYYY-MM-DD') as birth_date, u.job_title,
      c.name as city_name
    from users u join cities c on c.id = u.city_id
    where u.id = any(${[...ids]}::integer[])`.execute(db);
  return result.rows;
}
