import type { PushPayload } from '@lien/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { DayPick } from './engine';
import { pickShown } from './shown';

type Db = Kysely<Database>;

/** The regions whose run of `day` finished. */
export async function finishedRegions(db: Db, day: string): Promise<Set<string>> {
  const rows = await db.selectFrom('daily_pick_runs').select('region').where('day', '=', day).execute();
  return new Set(rows.map((row) => row.region));
}

/**
 * Stores a region's picks of `day` with the record that its run finished, in one transaction. The
 * record goes first: its key is the claim, so a second run of the same region (another instance whose
 * run outlived the runner's lease) waits on it until the first commits, then finds it and stores
 * nothing. A member who already has a pick that day (computed on demand before the run) keeps it, and
 * a member deleted since the computation is left out. Answers whether this call stored the region.
 */
export function storeRegionRun(db: Db, day: string, region: string, picks: readonly DayPick[]) {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('daily_pick_runs')
      .values({ day, region, picks: picks.length })
      .onConflict((conflict) => conflict.constraint('daily_pick_runs_primary_key').doNothing())
      .returning('region')
      .executeTakeFirst();
    if (!claimed) return false;
    if (picks.length === 0) return true;
    const column = <T>(read: (pick: DayPick) => T) => picks.map(read);
    await sql`
      insert into daily_picks (day, member_id, pick_id, compatibility, mutual)
      select ${day}::date, given.member_id, given.pick_id, given.compatibility, given.mutual
      from unnest(${column((p) => p.memberId)}::integer[], ${column((p) => p.pickId)}::integer[],
        ${column((p) => Math.round(p.compatibility))}::smallint[], ${column((p) => p.mutual)}::boolean[])
        as given (member_id, pick_id, compatibility, mutual)
      where exists (select 1 from users member where member.id = given.member_id)
        and exists (select 1 from users picked where picked.id = given.pick_id)
      on conflict on constraint daily_picks_primary_key do nothing`.execute(trx);
    return true;
  });
}

/** Forgets that the regions' runs of `day` finished: the job computes them again, keeping the picks made. */
export async function reopenDay(db: Db, day: string): Promise<void> {
  await db.deleteFrom('daily_pick_runs').where('day', '=', day).execute();
}

/** Forgets the picks and runs of the days before `day`: the table holds a week at most. */
export async function forgetDaysBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('daily_picks').where('day', '<', day).execute();
  await db.deleteFrom('daily_pick_runs').where('day', '<', day).execute();
}

/** The member's pick of `day`, whatever became of it since; undefined when they have none. */
export function pickOf(db: Db, memberId: number, day: string) {
  return db
    .selectFrom('daily_picks')
    .select(['pick_id', 'compatibility', 'mutual'])
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/**
 * Stores a pick computed on demand for a member who had none that day (one-sided, already shown:
 * never announced); a pick stored meanwhile by another request or the day's run stays.
 */
export async function storeOwnPick(
  db: Db,
  day: string,
  memberId: number,
  pickId: number,
  compatibility: number,
): Promise<void> {
  await db
    .insertInto('daily_picks')
    .values({
      day,
      member_id: memberId,
      pick_id: pickId,
      compatibility,
      mutual: false,
      announced_at: new Date(),
    })
    .onConflict((conflict) => conflict.constraint('daily_picks_primary_key').doNothing())
    .execute();
}

/**
 * Announces up to `limit` picks of `day` by push, in one statement: each pick is marked announced and
 * its push queued together, so a pick is announced once whatever the instances and the retries. Only
 * members told by push (a subscribed device, the choice on), not made up by the demo world, whose pick
 * is still shown (pickShown). Answers how many pushes were queued.
 */
export async function announceByPush(db: Db, day: string, payload: PushPayload, limit: number) {
  const result = await sql<{ member_id: number }>`
    with due as (
      select dp.member_id from daily_picks dp
      join users member on member.id = dp.member_id
      left join notification_preferences choice on choice.user_id = dp.member_id
      where dp.day = ${day}::date and dp.announced_at is null
        and not member.is_demo
        and coalesce(choice.daily_pick, true)
        and exists (select 1 from push_subscriptions device where device.user_id = dp.member_id)
        and ${pickShown(sql.ref('dp.member_id'), sql.ref('dp.pick_id'), day)}
      order by dp.member_id
      limit ${limit}
      for update of dp skip locked
    ), announced as (
      update daily_picks set announced_at = now()
      from due where daily_picks.day = ${day}::date and daily_picks.member_id = due.member_id
      returning daily_picks.member_id
    )
    insert into push_outbox (user_id, kind, payload)
    select member_id, 'daily_pick', ${JSON.stringify(payload)}::jsonb from announced
    returning user_id as member_id`.execute(db);
  return result.rows.length;
}
