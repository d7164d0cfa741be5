import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { FunnelWeek } from './weeks';

/*
 * The weekly funnel (issue #27), read in one query over the matches made in a week: how many got a
 * first message, an answer from the other within 24 h of it, a video call booked between the two,
 * « on s'est vus » (either member answered 'again' or 'no_follow_up'), « j'aimerais la revoir »
 * ('again'). Only counts leave the query: no member's id, name or message.
 * A match whose member deleted their account has left `conversations.match_id`: it no longer counts.
 */

export interface FunnelCounts {
  matches: number;
  firstMessage: number;
  answeredWithin24h: number;
  callBooked: number;
  met: number;
  wantsAgain: number;
}

const ANSWER_WITHIN = '24 hours';

export async function funnelCounts(db: Kysely<Database>, week: FunnelWeek): Promise<FunnelCounts> {
  const { rows } = await sql<Record<keyof FunnelCounts, string | number>>`
    with week_matches as (
      select m.user_low, m.user_high, c.id as conversation_id
      from matches m
      join conversations c on c.match_id = m.id
      where m.created_at >= ${week.from} and m.created_at < ${week.to}
    ),
    firsts as (
      select distinct on (msg.conversation_id) msg.conversation_id, msg.sender_id, msg.sent_at
      from messages msg
      join week_matches w on w.conversation_id = msg.conversation_id
      order by msg.conversation_id, msg.sent_at, msg.id
    ),
    steps as (
      select
        w.conversation_id,
        f.conversation_id is not null as first_message,
        exists (
          select 1 from messages reply
          where reply.conversation_id = f.conversation_id
            and reply.sender_id is not null and reply.sender_id <> f.sender_id
            and reply.sent_at >= f.sent_at
            and reply.sent_at <= f.sent_at + ${ANSWER_WITHIN}::interval
        ) as answered,
        exists (
          select 1 from appointments a where a.user_low = w.user_low and a.user_high = w.user_high
        ) as call_booked,
        exists (
          select 1 from meeting_answers ma
          where ma.conversation_id = w.conversation_id and ma.answer in ('again', 'no_follow_up')
        ) as met,
        exists (
          select 1 from meeting_answers ma
          where ma.conversation_id = w.conversation_id and ma.answer = 'again'
        ) as wants_again
      from week_matches w
      left join firsts f on f.conversation_id = w.conversation_id
    )
    select
      count(*) as "matches",
      count(*) filter (where first_message) as "firstMessage",
      count(*) filter (where answered) as "answeredWithin24h",
      count(*) filter (where call_booked) as "callBooked",
      count(*) filter (where met) as "met",
      count(*) filter (where wants_again) as "wantsAgain"
    from steps
  `.execute(db);
  const row = rows[0];
  const read = (key: keyof FunnelCounts) => Number(row?.[key] ?? 0);
  return {
    matches: read('matches'),
    firstMessage: read('firstMessage'),
    answeredWithin24h: read('answeredWithin24h'),
    callBooked: read('callBooked'),
    met: read('met'),
    wantsAgain: read('wantsAgain'),
  };
}
