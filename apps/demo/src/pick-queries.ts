import { pickShown } from '@lien/api/extension';
import { sql } from 'kysely';
import type { Db } from './context';

/** A demo member's « choix du jour » waiting for their answer. */
export interface PickToAnswer {
  demoId: number;
  memberId: number;
  compatibility: number;
}

/**
 * The demo members' picks of `day` that are real members, still shown to them (not swiped, no report
 * between them: pickShown), stored longer ago than the demo member's delay at `now` (times `timeScale`);
 * oldest first. A pick that is a demo member is left alone: nobody would see that answer.
 */
export async function findPicksToAnswer(
  db: Db,
  options: { day: string; now: Date; limit: number; timeScale: number; only?: readonly number[] },
): Promise<PickToAnswer[]> {
  const among = options.only ? sql`and dp.pick_id = any(${[...options.only]}::integer[])` : sql``;
  const result = await sql<PickToAnswer>`
    select dp.member_id as "demoId", dp.pick_id as "memberId", dp.compatibility
    from daily_picks dp
    join demo_members d on d.user_id = dp.member_id
    where dp.day = ${options.day}::date
      and dp.created_at <= ${options.now}::timestamptz
        - make_interval(secs => d.reply_delay_seconds * ${options.timeScale}::double precision)
      and not exists (select 1 from demo_members fellow where fellow.user_id = dp.pick_id)
      and ${pickShown(sql.ref('dp.member_id'), sql.ref('dp.pick_id'), sql.ref('dp.day'))}
      ${among}
    order by dp.created_at, dp.member_id
    limit ${options.limit}`.execute(db);
  return result.rows;
}
