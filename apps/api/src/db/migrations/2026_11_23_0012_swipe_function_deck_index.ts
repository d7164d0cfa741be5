import { type Kysely, sql } from 'kysely';

/** deck_members_by_area's covered columns, and the shard, which the index below filters on. */
const INCLUDED = sql.raw(
  'age_min, age_max, latitude, longitude, education_level, religion_kind, religion_faith, ' +
    'politics_engaged, politics_position, smoker, has_children, divorced, user_id, embedding, shard',
);

/**
 * Speed of the swipe and of the deck in thin areas (issue #4).
 *
 * A swipe in one round trip: swipe_record takes the pair's advisory lock, records the swipe
 * and, for a like answering a like, the match, and answers whether the pair is matched.
 *
 * Why this is safe without an explicit transaction: called alone (autocommit), the call is its own
 * transaction, so the transaction-level lock is held until the swipe and the match are committed. The
 * function is VOLATILE: under READ COMMITTED each of its statements takes a new snapshot, so the
 * statements after the lock see whatever the other member of the pair committed while this call
 * waited for it (of two simultaneous reciprocal likes, the second sees the first and makes the match).
 * The lock's key is the ordered pair as two integers, as the swipes of earlier versions took it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createSwipeRecord(db);

  // A viewer whose own shard holds almost no one in their radius looks at the 63 other shards: on
  // deck_members_by_area that is 63 × the radius's cells index ranges (504 for 8 cells), each a descent
  // for a handful of entries. Keyed by cell first, the same pool is one range per cell positioned on the
  // birth dates, the shards checked on the entries; the planner takes it for that query only (EXPLAIN
  // at 200 000 members: 1 821 buffers and 5.4 ms before, 528 and 2.1 ms after). Covers every filter
  // column and the embedding, as by_area does, so the scan stays index-only.
  await sql`create index deck_members_by_cell on deck_members (gender, seeking, cell, birth_date) include (${INCLUDED})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index deck_members_by_cell`.execute(db);
  await sql`drop function swipe_record(integer, integer, boolean, boolean)`.execute(db);
}

/** Creates swipe_record (see up); migration 0013, which replaces it, makes it again when reverted. */
export async function createSwipeRecord(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function swipe_record(swiper integer, swiped integer, likes boolean, is_super boolean)
    returns boolean language plpgsql volatile as $$
    declare
      low constant integer := least(swiper, swiped);
      high constant integer := greatest(swiper, swiped);
      recorded boolean;
    begin
      perform pg_advisory_xact_lock(low, high);
      insert into swipes as s (swiper_id, swiped_id, liked, super_like)
        values (swiper, swiped, likes, is_super)
        on conflict on constraint swipes_primary_key do nothing
        returning s.liked into recorded;
      -- Already recorded: the first decision stands, the answer is the pair's match as it stands.
      if recorded is null then
        return exists (select 1 from matches m where m.user_low = low and m.user_high = high);
      end if;
      if not recorded or not exists (
        select 1 from swipes s where s.swiper_id = swiped and s.swiped_id = swiper and s.liked
      ) then
        return false;
      end if;
      insert into matches (user_low, user_high) values (low, high)
        on conflict on constraint matches_unique_pair do nothing;
      return true;
    end $$`.execute(db);
}
