import { type Database, incognitoHides, reportBetween } from '@lien/api/extension';
import { DEFAULT_PREFERENCES } from '@lien/contract';
import type { Gender } from '@lien/contract/rules';
import { type Kysely, sql } from 'kysely';
import type { CityRow } from './cities';

type Db = Kysely<Database>;

/*
 * The demo world's reads of other features' tables (deck_members, users, swipes, reports), each one
 * indexed statement over many members at once, every few seconds, where a service call per member
 * would not do. Every write that a member could make (a like) goes through that feature's service.
 */

/** Only these members (tests keep their sweeps to their own members); everyone when absent. */
export type Only = readonly number[] | undefined;
const onlyAmong = (column: string, only: Only) =>
  only ? sql`and ${sql.ref(column)} = any(${[...only]}::integer[])` : sql``;

export interface NoticeOptions {
  now: Date;
  /** Members who joined longer ago than this are left alone (they were there before the world). */
  joinedWithinHours: number;
  /** Only addresses ending with this, when given. */
  audience?: string;
  only?: Only;
  /** Likes given first to each newcomer: from `min` to `min + spread − 1`, drawn from their id. */
  firstLikes: { min: number; spread: number };
  /** When the first of them is due, after noticing. */
  firstLikeAfterSeconds: number;
}

/**
 * Notices real members who finished onboarding (they entered the deck) and joined recently: one
 * demo_arrivals row each, its key the claim that makes two instances notice a member once. Answers
 * how many were noticed.
 */
export async function noticeArrivals(db: Db, o: NoticeOptions): Promise<number> {
  const audience = o.audience ? sql`and right(lower(u.email), ${o.audience.length}) = ${o.audience}` : sql``;
  const result = await sql`
    insert into demo_arrivals (user_id, noticed_at, first_likes_left, next_first_like_at)
    select m.user_id, ${o.now}::timestamptz,
      ${o.firstLikes.min} + (hashint4(m.user_id) & 2147483647) % ${o.firstLikes.spread},
      ${o.now}::timestamptz + make_interval(secs => ${o.firstLikeAfterSeconds})
    from deck_members m
    join users u on u.id = m.user_id
    where u.created_at > ${o.now}::timestamptz - make_interval(hours => ${o.joinedWithinHours})
      and not exists (select 1 from demo_members d where d.user_id = m.user_id)
      and not exists (select 1 from demo_arrivals a where a.user_id = m.user_id)
      ${audience} ${onlyAmong('m.user_id', o.only)}
    on conflict on constraint demo_arrivals_primary_key do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Claims the oldest newcomer whose neighbourhood is not built and not being built (no lease, or a
 * lease run out: the instance that held it stopped), for `leaseSeconds`. Answers their id, or null.
 */
export async function claimNeighbourhood(
  db: Db,
  now: Date,
  leaseSeconds: number,
  only?: Only,
): Promise<number | null> {
  const result = await sql<{ user_id: number }>`
    update demo_arrivals set neighbourhood_claimed_until = ${now}::timestamptz + make_interval(secs => ${leaseSeconds})
    where user_id = (
      select a.user_id from demo_arrivals a
      where a.neighbourhood_done_at is null
        and (a.neighbourhood_claimed_until is null or a.neighbourhood_claimed_until <= ${now}::timestamptz)
        ${onlyAmong('a.user_id', only)}
      order by a.noticed_at, a.user_id
      limit 1
      for update skip locked)
    returning user_id`.execute(db);
  return result.rows[0]?.user_id ?? null;
}

/** The neighbourhood is built: `made` members were made for it. */
export async function finishNeighbourhood(db: Db, userId: number, now: Date, made: number): Promise<void> {
  await db
    .updateTable('demo_arrivals')
    .set((eb) => ({
      neighbourhood_done_at: now,
      neighbourhood_claimed_until: null,
      neighbours_made: eb('neighbours_made', '+', made),
    }))
    .where('user_id', '=', userId)
    .execute();
}

/** Gives the claim back (the instance stops): another instance, or the next start, continues. */
export async function releaseNeighbourhood(db: Db, userId: number, made: number): Promise<void> {
  await db
    .updateTable('demo_arrivals')
    .set((eb) => ({ neighbourhood_claimed_until: null, neighbours_made: eb('neighbours_made', '+', made) }))
    .where('user_id', '=', userId)
    .execute();
}

/** What a newcomer's neighbours must fit: who they are and seek, their age range, where they live. */
export interface Newcomer {
  gender: Gender;
  seeking: Gender;
  birth_date: string;
  age_min: number;
  age_max: number;
  latitude: number;
  longitude: number;
}

/** The newcomer, while they are in the deck (none once out of it: a photo removed, the account gone). */
export async function findNewcomer(db: Db, userId: number): Promise<Newcomer | undefined> {
  const result = await sql<Newcomer>`
    select u.gender, u.seeking, to_char(u.birth_date, 'YYYY-MM-DD') as birth_date, e.age_min, e.age_max,
      c.latitude, c.longitude
    from users u
    join deck_members m on m.user_id = u.id
    join cities c on c.id = u.city_id
    join encounter_preferences e on e.user_id = u.id
    where u.id = ${userId}`.execute(db);
  return result.rows[0];
}

/** The default preferences as encounter_preferences columns, from the contract's DEFAULT_PREFERENCES. */
const DEFAULT_COLUMNS = JSON.stringify({
  max_distance: DEFAULT_PREFERENCES.maxDistance,
  age_min: DEFAULT_PREFERENCES.ageRange[0],
  age_max: DEFAULT_PREFERENCES.ageRange[1],
  political: DEFAULT_PREFERENCES.partnerPoliticalOrientation,
  education: DEFAULT_PREFERENCES.partnerEducation,
  religion: DEFAULT_PREFERENCES.partnerReligiousAffiliation,
  exclusions: DEFAULT_PREFERENCES.partnerSituation,
});

/**
 * How many members the newcomer's deck would hold with the default preferences (genders both ways,
 * each inside the other's age range, 50 km, no questionnaire filter): the deck's own rule (deck_rule),
 * given the member's preferences row with the default values written over it.
 */
export async function countDefaultCandidates(db: Db, userId: number, today: string): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*)::integer as count
    from deck_members v
    join encounter_preferences e on e.user_id = v.user_id
    join deck_members m on deck_rule(v, jsonb_populate_record(e, ${DEFAULT_COLUMNS}::jsonb), m, ${today}::date)
    where v.user_id = ${userId}`.execute(db);
  return result.rows[0]?.count ?? 0;
}

/** Communes in a box of `halfSideKm` around a point (the index on coordinates); ordered by id. */
export async function listCitiesAround(
  db: Db,
  latitude: number,
  longitude: number,
  halfSideKm: number,
): Promise<CityRow[]> {
  const latDelta = halfSideKm / 111.19;
  const lonDelta = halfSideKm / (111.19 * Math.max(0.05, Math.cos((latitude * Math.PI) / 180)));
  return db
    .selectFrom('cities')
    .select(['id', 'insee_code', 'name', 'population', 'latitude', 'longitude'])
    .where('latitude', '>=', latitude - latDelta)
    .where('latitude', '<=', latitude + latDelta)
    .where('longitude', '>=', longitude - lonDelta)
    .where('longitude', '<=', longitude + lonDelta)
    .orderBy('id')
    .execute();
}

/**
 * Claims the newcomers whose next like first is due at `now`: their due time moves `leaseSeconds`
 * ahead, so that another instance's sweep passes them by while this one gives the like. Newcomers
 * noticed more than `withinHours` ago are given up on.
 */
export async function claimDueFirstLikes(
  db: Db,
  now: Date,
  o: { leaseSeconds: number; limit: number; withinHours: number; only?: Only },
): Promise<{ user_id: number; first_likes_left: number }[]> {
  const result = await sql<{ user_id: number; first_likes_left: number }>`
    update demo_arrivals set next_first_like_at = ${now}::timestamptz + make_interval(secs => ${o.leaseSeconds})
    where user_id in (
      select a.user_id from demo_arrivals a
      where a.first_likes_left > 0 and a.next_first_like_at <= ${now}::timestamptz
        and a.noticed_at > ${now}::timestamptz - make_interval(hours => ${o.withinHours})
        ${onlyAmong('a.user_id', o.only)}
      order by a.next_first_like_at
      limit ${o.limit}
      for update skip locked)
    returning user_id, first_likes_left`.execute(db);
  return result.rows;
}

/** After a like first (`given`) or a try that found nobody: when the next is due. */
export async function scheduleFirstLike(db: Db, userId: number, nextAt: Date, given: boolean): Promise<void> {
  await db
    .updateTable('demo_arrivals')
    .set((eb) => ({
      next_first_like_at: nextAt,
      first_likes_left: given ? eb('first_likes_left', '-', 1) : eb.ref('first_likes_left'),
    }))
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A demo member who would like the newcomer first: one who likes first, whose own deck holds the
 * newcomer (so the swipe service records the like), neither having swiped the other, no report
 * between them. Those the newcomer would see in their own deck come first, so that a like back from
 * Likes Reçus lands on someone they could have found; then at random.
 */
export async function findFirstLiker(db: Db, memberId: number, today: string): Promise<number | null> {
  const result = await sql<{ user_id: number }>`
    select d.user_id
    from demo_members d
    join deck_members v on v.user_id = d.user_id
    join encounter_preferences e on e.user_id = d.user_id
    join deck_members m on m.user_id = ${memberId}
    join encounter_preferences me on me.user_id = ${memberId}
    where d.likes_first and deck_rule(v, e, m, ${today}::date)
      and not exists (select 1 from swipes s where s.swiper_id = d.user_id and s.swiped_id = ${memberId})
      and not exists (select 1 from swipes s where s.swiper_id = ${memberId} and s.swiped_id = d.user_id)
      and not ${reportBetween(sql.ref('d.user_id'), memberId)}
      and not ${incognitoHides(sql.ref('d.user_id'), memberId)}
    order by deck_rule(m, me, v, ${today}::date) desc, random()
    limit 1`.execute(db);
  return result.rows[0]?.user_id ?? null;
}
