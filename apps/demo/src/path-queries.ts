import { incognitoHides, reportBetween } from '@lien/api/extension';
import { sql } from 'kysely';
import type { Db } from './context';

/*
 * The demo couples' rows (issue #27, path.ts). Reads: the couples already matched and how far they
 * went, and who could still make one. Writes: none of the steps themselves — likes, messages, calls
 * and answers go through the app's services — only their times afterwards. The services stamp what
 * they write with the present; a couple's past steps (the weeks before a fresh start, or a step the
 * world was stopped for) are then moved back to the time their plan gives them, in one statement per
 * table. Only rows between two demo members are ever touched (every statement checks it).
 */

/** Restricts to these demo members (tests), or to every one. */
const among = (column: string, only: readonly number[] | undefined) =>
  only ? sql`and ${sql.ref(column)} = any(${[...only]}::integer[])` : sql``;

/** Both members of the pair are demo members. */
const bothDemo = (
  low: string,
  high: string,
) => sql`exists (select 1 from demo_members dl where dl.user_id = ${sql.ref(low)})
  and exists (select 1 from demo_members dh where dh.user_id = ${sql.ref(high)})`;

/** The conversation is between two demo members. */
const betweenDemo = (conversation: string) => sql`exists (select 1 from conversation_members cm
  where cm.conversation_id = ${sql.ref(conversation)} and ${bothDemo('cm.user_id', 'cm.partner_id')})`;

/** A match between two demo members and where its couple stands. */
export interface CoupleRow {
  user_low: number;
  user_high: number;
  matched_at: Date;
  conversation_id: number;
  /** Messages written in the conversation. */
  messages: number;
  /** A call was booked between the two. */
  called: boolean;
  /** Members who answered « Vous vous êtes vus ? » about it. */
  answered_by: number[];
}

/** The matches between demo members made from `from` to `to`, with how far each went. */
export async function findCouples(
  db: Db,
  from: Date,
  to: Date,
  only?: readonly number[],
): Promise<CoupleRow[]> {
  const result = await sql<CoupleRow>`
    select m.user_low, m.user_high, m.created_at as matched_at, c.id as conversation_id,
      (select count(*) from messages x where x.conversation_id = c.id)::integer as messages,
      exists (select 1 from appointments a where a.user_low = m.user_low and a.user_high = m.user_high)
        as called,
      array(select q.member_id from meeting_answers q where q.conversation_id = c.id and q.answer is not null)
        as answered_by
    from matches m
    join conversations c on c.match_id = m.id
    where m.created_at >= ${from} and m.created_at <= ${to}
      and ${bothDemo('m.user_low', 'm.user_high')}
      ${among('m.user_low', only)} ${among('m.user_high', only)}
    order by m.created_at`.execute(db);
  return result.rows.map((row) => ({ ...row, answered_by: row.answered_by ?? [] }));
}

/**
 * Pairs of demo members who could match today: each in the other's deck (deck_rule both ways, so the
 * first like is recorded and the match is plausible), neither having swiped the other, no report
 * between them, neither hidden from the other by incognito mode. Lower id first.
 */
export async function findCandidatePairs(
  db: Db,
  today: string,
  only?: readonly number[],
): Promise<{ low: number; high: number }[]> {
  const result = await sql<{ low: number; high: number }>`
    select a.user_id as low, b.user_id as high
    from demo_members a
    join demo_members b on b.user_id > a.user_id
    join deck_members va on va.user_id = a.user_id
    join encounter_preferences ea on ea.user_id = a.user_id
    join deck_members vb on vb.user_id = b.user_id
    join encounter_preferences eb on eb.user_id = b.user_id
    where deck_rule(va, ea, vb, ${today}::date) and deck_rule(vb, eb, va, ${today}::date)
      and not exists (select 1 from swipes s where s.swiper_id = a.user_id and s.swiped_id = b.user_id)
      and not exists (select 1 from swipes s where s.swiper_id = b.user_id and s.swiped_id = a.user_id)
      and not ${reportBetween(sql.ref('a.user_id'), sql.ref('b.user_id'))}
      and not ${incognitoHides(sql.ref('a.user_id'), sql.ref('b.user_id'))}
      and not ${incognitoHides(sql.ref('b.user_id'), sql.ref('a.user_id'))}
      ${among('a.user_id', only)} ${among('b.user_id', only)}
    order by a.user_id, b.user_id`.execute(db);
  return result.rows;
}

const isoTimes = (times: readonly Date[]) => times.map((time) => time.toISOString());

/** The couples' likes at their planned times: `at` for the like of `swiper` on `swiped`. */
export async function backdateLikes(
  db: Db,
  likes: readonly { swiper: number; swiped: number; at: Date }[],
): Promise<void> {
  if (likes.length === 0) return;
  await sql`
    update swipes s set created_at = moved.at
    from unnest(${likes.map((l) => l.swiper)}::integer[], ${likes.map((l) => l.swiped)}::integer[],
      ${isoTimes(likes.map((l) => l.at))}::timestamptz[]) as moved (swiper, swiped, at)
    where s.swiper_id = moved.swiper and s.swiped_id = moved.swiped
      and ${bothDemo('moved.swiper', 'moved.swiped')}`.execute(db);
}

/** The couples' matches and conversations at their planned times; answers the conversations' ids. */
export async function backdateMatches(
  db: Db,
  matches: readonly { low: number; high: number; at: Date }[],
): Promise<{ user_low: number; user_high: number; conversation_id: number }[]> {
  if (matches.length === 0) return [];
  const result = await sql<{ user_low: number; user_high: number; conversation_id: number }>`
    with moved as (
      update matches m set created_at = moved.at
      from unnest(${matches.map((m) => m.low)}::integer[], ${matches.map((m) => m.high)}::integer[],
        ${isoTimes(matches.map((m) => m.at))}::timestamptz[]) as moved (low, high, at)
      where m.user_low = moved.low and m.user_high = moved.high and ${bothDemo('moved.low', 'moved.high')}
      returning m.id, m.user_low, m.user_high, m.created_at
    )
    update conversations c set created_at = moved.created_at
    from moved where c.match_id = moved.id
    returning moved.user_low, moved.user_high, c.id as conversation_id`.execute(db);
  return result.rows;
}

/** Messages of the couples at their planned times. */
export async function backdateMessages(db: Db, messages: readonly { id: number; at: Date }[]): Promise<void> {
  if (messages.length === 0) return;
  await sql`
    update messages x set sent_at = moved.at
    from unnest(${messages.map((m) => m.id)}::bigint[], ${isoTimes(messages.map((m) => m.at))}::timestamptz[])
      as moved (id, at)
    where x.id = moved.id and ${betweenDemo('x.conversation_id')}`.execute(db);
}

/** Calls of the couples booked at their planned times (the call's own time is the one booked). */
export async function backdateCalls(db: Db, calls: readonly { id: number; at: Date }[]): Promise<void> {
  if (calls.length === 0) return;
  await sql`
    update appointments a set created_at = moved.at
    from unnest(${calls.map((c) => c.id)}::integer[], ${isoTimes(calls.map((c) => c.at))}::timestamptz[])
      as moved (id, at)
    where a.id = moved.id and ${bothDemo('a.user_low', 'a.user_high')}`.execute(db);
}

/** Answers to « Vous vous êtes vus ? » asked and given at their planned times. */
export async function backdateAnswers(
  db: Db,
  answers: readonly { memberId: number; conversationId: number; askedAt: Date; answeredAt: Date }[],
): Promise<void> {
  if (answers.length === 0) return;
  await sql`
    update meeting_answers q set asked_at = moved.asked_at, answered_at = moved.answered_at
    from unnest(${answers.map((a) => a.memberId)}::integer[], ${answers.map((a) => a.conversationId)}::integer[],
      ${isoTimes(answers.map((a) => a.askedAt))}::timestamptz[],
      ${isoTimes(answers.map((a) => a.answeredAt))}::timestamptz[]) as moved (member_id, conversation_id, asked_at, answered_at)
    where q.member_id = moved.member_id and q.conversation_id = moved.conversation_id
      and q.answer is not null and ${betweenDemo('q.conversation_id')}`.execute(db);
}
