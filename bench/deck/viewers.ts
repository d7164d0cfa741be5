import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';

type Db = Kysely<Database>;

/** The kinds of viewer measured: where they live and how far they look. */
export type ViewerKind = 'dense' | 'sparse' | 'anywhere';

export const VIEWER_KINDS: Record<ViewerKind, string> = {
  dense: 'dense city, 50 km',
  sparse: 'small commune, 50 km',
  anywhere: 'no distance limit',
};

/** Metropolitan France, roughly: the sparse viewers are rural, not overseas. */
const METROPOLE = sql`m.latitude between 42 and 51.2 and m.longitude between -4.8 and 8.3`;

/**
 * `count` viewers of a kind, by id: dense, in the grid cell holding the most members (Paris); sparse, in
 * the metropolitan cells holding the fewest; anywhere, without a distance limit. Dense and sparse
 * viewers keep PRODUCT.md's default 50 km.
 */
export async function pickViewers(db: Db, kind: ViewerKind, count: number): Promise<number[]> {
  const where =
    kind === 'dense'
      ? sql`e.max_distance = 50 and m.cell = (select cell from deck_members group by cell order by count(*) desc limit 1)`
      : kind === 'sparse'
        ? sql`e.max_distance = 50 and m.cell in (
            select m.cell from deck_members m where ${METROPOLE}
            group by m.cell order by count(*), m.cell limit 40)`
        : sql`e.max_distance = 101`;
  const rows = await sql<{ user_id: number }>`
    select m.user_id from deck_members m join encounter_preferences e on e.user_id = m.user_id
    where ${where} order by m.user_id limit ${count}`.execute(db);
  return rows.rows.map((row) => row.user_id);
}

/**
 * Gives each viewer `count` earlier swipes (passes on members of their cell they could be shown): an
 * active member's deck excludes hundreds of people. Setup only, straight in the table.
 */
export async function addEarlierSwipes(db: Db, viewers: number[], count: number): Promise<void> {
  await sql`
    insert into swipes (swiper_id, swiped_id, liked)
    select v.user_id, c.user_id, false
    from deck_members v
    cross join lateral (
      select m.user_id from deck_members m
      where m.cell = v.cell and m.gender = v.seeking and m.user_id <> v.user_id
      order by m.user_id desc limit ${count}) as c
    where v.user_id = any(${viewers}::integer[])
    on conflict do nothing`.execute(db);
}
