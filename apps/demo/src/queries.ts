import { type Database, type DemoMembersTable, reportBetween } from '@lien/api/extension';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { CityRow } from './cities';

type Db = Kysely<Database>;

/** Members of populations (seeds 0 and up), not those made near a newcomer (negative seeds). */
export async function countDemoMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('demo_members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('seed', '>=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The demo members of a population already made, by their index in it. */
export function listPopulation(db: Db, seed: number) {
  return db.selectFrom('demo_members').select(['user_id', 'seed_index']).where('seed', '=', seed).execute();
}

/** Every commune, or those given; ordered by id so that the same table gives the same draws. */
export function listCities(db: Db, ids?: readonly number[]): Promise<CityRow[]> {
  let query = db
    .selectFrom('cities')
    .select(['id', 'insee_code', 'name', 'population', 'latitude', 'longitude'])
    .orderBy('id');
  if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
  return query.execute();
}

export async function insertDemoMember(db: Db, row: Insertable<DemoMembersTable>): Promise<void> {
  await db.insertInto('demo_members').values(row).execute();
}

/** Deletes a member left half-made by an interrupted seeding; everything of theirs goes by cascade. */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** A like a demo member owes an answer to. */
export interface PendingLike {
  memberId: number;
  demoId: number;
}

/** Likes older than this are left unanswered: the sweep's work stays bounded however long it runs. */
const PENDING_WINDOW = '7 days';

/*
 * The one read of discovery's tables outside discovery: one indexed query for every like-back member
 * at once, every few seconds, rather than a likes-service call per demo member. Writes (the like back)
 * go through the swipe service.
 */
/**
 * Likes from real members to demo members who like back, older than that member's delay at `now`
 * (times `timeScale`), not yet answered (no swipe back), with no report between the two; oldest first.
 */
export async function findPendingLikes(
  db: Db,
  now: Date,
  limit: number,
  timeScale = 1,
  only?: readonly number[],
): Promise<PendingLike[]> {
  const among = only ? sql`and s.swiper_id = any(${[...only]}::integer[])` : sql``;
  const result = await sql<PendingLike>`
    select s.swiper_id as "memberId", s.swiped_id as "demoId"
    from demo_members d
    join swipes s on s.swiped_id = d.user_id and s.liked
    where d.likes_back
      and s.created_at <= ${now}::timestamptz - make_interval(secs => d.reply_delay_seconds * ${timeScale}::double precision)
      and s.created_at > ${now}::timestamptz - ${PENDING_WINDOW}::interval
      and not exists (select 1 from demo_members fellow where fellow.user_id = s.swiper_id)
      and not exists (select 1 from swipes back where back.swiper_id = s.swiped_id and back.swiped_id = s.swiper_id)
      and not ${reportBetween(sql.ref('s.swiper_id'), sql.ref('s.swiped_id'))}
      ${among}
    order by s.created_at, s.swiper_id
    limit ${limit}`.execute(db);
  return result.rows;
}
