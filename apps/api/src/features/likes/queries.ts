import { type Kysely, type RawBuilder, sql } from 'kysely';
import { keptPlanRows } from '../../db/kept-plans';
import type { Database } from '../../db/schema';
import { withheld } from '../moderation/database';
import { reportBetween } from '../reports/between';

type Db = Kysely<Database>;

/** The longest list answered: a very popular member sees their 500 first likes, the rest later. */
export const LIKES_LIST_MAX = 500;

export interface LikeRow {
  id: number;
  first_name: string;
  birth_date: string;
  thumb_key: string | null;
  super_like: boolean;
  created_at: Date;
}

/*
 * "Received" means: a like (or super like) of the viewer that the viewer has not answered yet (a pass
 * or a like of theirs removes it; a match implies the viewer's like), with no report between the two
 * and the liker not withheld by moderation.
 * The swipes_received index holds (swiped_id, liked, created_at, swiper_id, super_like).
 */
const pendingReceived = (viewerId: number | RawBuilder<number>) => sql`
  s.swiped_id = ${viewerId} and s.liked
  and not exists (select 1 from swipes mine where mine.swiper_id = ${viewerId} and mine.swiped_id = s.swiper_id)
  and not ${reportBetween(viewerId, sql.ref('s.swiper_id'))}
  and not ${withheld(sql.ref('s.swiper_id'))}`;

/**
 * The likes the viewer received and has not answered, super likes first then newest, each with the
 * liker's main photo; in the same statement (one snapshot) the newest listed like becomes the viewer's
 * likes_seen_at, so exactly what was shown stops counting as new.
 */
export function listReceivedMarkingSeen(db: Db, viewerId: number): Promise<LikeRow[]> {
  return keptPlanRows(
    db,
    sql<LikeRow>`
    with listed as (
      select u.id, u.first_name, to_char(u.birth_date, 'YYYY-MM-DD') as birth_date, ph.thumb_key,
        s.super_like, s.created_at
      from swipes s
      join users u on u.id = s.swiper_id
      left join photos ph on ph.user_id = u.id and ph.position = 0
      where ${pendingReceived(viewerId)}
      order by s.super_like desc, s.created_at desc, s.swiper_id
      limit ${LIKES_LIST_MAX}
    ), seen as (
      update users set likes_seen_at = greatest(likes_seen_at, (select max(created_at) from listed))
      where id = ${viewerId} and exists (select 1 from listed)
    )
    select * from listed order by super_like desc, created_at desc, id`,
  );
}

/**
 * The new likes of the viewer whose `users` row is `viewer` (an alias of the statement): unanswered
 * likes received since they last opened their received likes. The live badge counts read it beside the
 * chat's in one statement (src/badge-counts.ts).
 */
export const newReceivedIn = (viewer: string): RawBuilder<number> => sql<number>`(
  select count(*)::integer from swipes s
  where ${pendingReceived(sql.ref(`${viewer}.id`))}
    and s.created_at > coalesce(${sql.ref(`${viewer}.likes_seen_at`)}, '-infinity'))`;

/**
 * How many unanswered likes the viewer received since they last opened their received likes (the
 * badge; 0 for an unknown viewer). Every open app asks every 30 s: its plan is kept (db/kept-plans.ts).
 */
export async function countNewReceived(db: Db, viewerId: number): Promise<number> {
  const [row] = await keptPlanRows(
    db,
    sql<{ count: number }>`
      select ${newReceivedIn('v')} as count from users v where v.id = ${viewerId}::integer`,
  );
  return row?.count ?? 0;
}

/**
 * The viewer's likes not (yet) answered by a match, newest first. A pass by the other member is not
 * told: the like stays here, as it would if they had not decided yet.
 */
export async function listSent(db: Db, viewerId: number): Promise<LikeRow[]> {
  const result = await sql<LikeRow>`
    select u.id, u.first_name, to_char(u.birth_date, 'YYYY-MM-DD') as birth_date, ph.thumb_key,
      s.super_like, s.created_at
    from swipes s
    join users u on u.id = s.swiped_id
    left join photos ph on ph.user_id = u.id and ph.position = 0
    where s.swiper_id = ${viewerId} and s.liked
      and not exists (select 1 from matches m
        where m.user_low = least(s.swiper_id, s.swiped_id) and m.user_high = greatest(s.swiper_id, s.swiped_id))
      and not ${reportBetween(viewerId, sql.ref('s.swiped_id'))}
      and not ${withheld(sql.ref('s.swiped_id'))}
    order by s.created_at desc, s.swiped_id
    limit ${LIKES_LIST_MAX}`.execute(db);
  return result.rows;
}
