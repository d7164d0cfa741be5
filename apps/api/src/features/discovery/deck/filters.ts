import {
  ANY_PREFERENCE,
  ageOn,
  DECK_CRITERIA,
  type DeckCriterion,
  type EncounterPreferences,
  type FactPreferences,
  type Gender,
  type PoliticsFact,
  type QuestionnaireFacts,
  type ReligionFact,
  SAME_AS_MINE,
  widenedAgeRange,
  widenedDistanceKm,
} from '@lien/contract';
import { type RawBuilder, sql } from 'kysely';
import { birthDateRange, EARTH_RADIUS_KM, NO_DISTANCE_LIMIT } from './geo';

/** What the deck needs to know of the member looking at it. */
export interface DeckViewer {
  id: number;
  gender: Gender;
  seeking: Gender;
  birthDate: string;
  latitude: number;
  longitude: number;
  /** Their own row's shard: where their sampling of a dense area starts. */
  shard: number;
  facts: QuestionnaireFacts;
  preferences: FactPreferences & Pick<EncounterPreferences, 'maxDistance' | 'ageRange'>;
}

/** One SQL condition on deck_members `m`. */
export type Condition = RawBuilder<unknown>;
const TRUE: Condition[] = [];

/*
 * The viewer's questionnaire filters on deck_members `m`, one function per preference, each written
 * to say in SQL exactly what the contract's passesPolitics / passesEducation / passesReligion /
 * passesExclusions say (test/discovery-preferences.test.ts checks the two agree on a generated
 * population). 'Peu importe' adds no condition at all, so the planner sees only real filters.
 */

/**
 * A fact not shared (sensitive.ts) on either side passes: without the viewer's, no condition; without
 * the candidate's (a null column), the conditions are not asked of them.
 */
function unlessNotShared(column: RawBuilder<unknown>, conditions: Condition[]): Condition[] {
  return conditions.length === 0 ? TRUE : [sql`(${column} is null or (${sql.join(conditions, sql` and `)}))`];
}

function politics(viewer: DeckViewer): Condition[] {
  const own = viewer.facts.politics;
  if (own === null) return TRUE;
  return unlessNotShared(sql`m.politics_engaged`, politicsConditions(viewer, own));
}

function politicsConditions(viewer: DeckViewer, own: PoliticsFact): Condition[] {
  switch (viewer.preferences.partnerPoliticalOrientation) {
    case ANY_PREFERENCE:
      return TRUE;
    case SAME_AS_MINE:
      return own.engaged
        ? [sql`m.politics_engaged`, sql`m.politics_position = ${own.position}`]
        : [sql`not m.politics_engaged`];
    case 'Différente mais pas extrême':
      // politics_position is null exactly when not engaged (a CHECK of personality_profiles).
      return [
        sql`m.politics_engaged`,
        sql`m.politics_position between -1 and 1`,
        ...(own.engaged ? [sql`m.politics_position <> ${own.position}`] : []),
      ];
    case "Je préfère qu'il/elle ne soit pas engagé(e) politiquement":
      return [sql`not m.politics_engaged`];
  }
}

function education(viewer: DeckViewer): Condition[] {
  const levels = viewer.preferences.partnerEducation;
  if (levels.length === 0 || levels.includes(ANY_PREFERENCE)) return TRUE;
  return [sql`m.education_level = any(${[...levels]}::text[])`];
}

function religion(viewer: DeckViewer): Condition[] {
  const own = viewer.facts.religion;
  if (own === null) return TRUE;
  return unlessNotShared(sql`m.religion_kind`, religionConditions(viewer, own));
}

function religionConditions(viewer: DeckViewer, own: ReligionFact): Condition[] {
  switch (viewer.preferences.partnerReligiousAffiliation) {
    case ANY_PREFERENCE:
      return TRUE;
    case SAME_AS_MINE:
      return own.kind === 'believer'
        ? [sql`m.religion_kind = 'believer'`, sql`m.religion_faith = ${own.faith}`]
        : [sql`m.religion_kind = ${own.kind}`];
    case 'Croyant(e), peu importe la religion':
      return [sql`m.religion_kind = 'believer'`];
    case 'Non-pratiquant(e) ou agnostique':
      return [sql`m.religion_kind = 'agnostic'`];
    case 'Athée':
      return [sql`m.religion_kind = 'atheist'`];
  }
}

function exclusions(viewer: DeckViewer): Condition[] {
  const excluded = viewer.preferences.partnerSituation;
  return [
    ...(excluded.includes('Fumeur(se)') ? [sql`not m.smoker`] : []),
    ...(excluded.includes('A des enfants') ? [sql`not m.has_children`] : []),
    ...(excluded.includes('Divorcé(e)') ? [sql`not m.divorced`] : []),
  ];
}

/**
 * Great-circle distance from a point to `m`, in km (haversine, as geo.ts's distanceKm): the deck query
 * and deck_rule (database.ts) both measure with it.
 */
export function greatCircleKm(
  latitude: RawBuilder<number>,
  longitude: RawBuilder<number>,
): RawBuilder<number> {
  return sql<number>`2 * ${sql.lit(EARTH_RADIUS_KM)}::double precision * asin(least(1, sqrt(
    power(sin(radians(m.latitude - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(m.latitude))
      * power(sin(radians(m.longitude - ${longitude}) / 2), 2))))`;
}

/** Great-circle distance from the viewer's city to `m`, in km. */
export function distanceFromViewer(viewer: DeckViewer): RawBuilder<number> {
  return greatCircleKm(
    sql<number>`${viewer.latitude}::double precision`,
    sql<number>`${viewer.longitude}::double precision`,
  );
}

/**
 * Within `km` of the viewer's city; no condition without a limit (null). Cells narrow the index ranges
 * beforehand; this decides.
 */
export function within(viewer: DeckViewer, km: number | null): Condition[] {
  return km === null ? TRUE : [sql`${distanceFromViewer(viewer)} <= ${km}`];
}

/** The viewer's distance preference (101: no limit). */
export function maxDistanceKm(viewer: DeckViewer): number | null {
  const { maxDistance } = viewer.preferences;
  return maxDistance >= NO_DISTANCE_LIMIT ? null : maxDistance;
}

/** Born so as to be aged `range` on `today` (Paris): conditions on the indexed birth date. */
export function agedWithin(range: readonly [number, number], today: string): Condition[] {
  const { bornAfter, bornBy } = birthDateRange(range[0], range[1], today);
  return [sql`m.birth_date > ${bornAfter}::date`, sql`m.birth_date <= ${bornBy}::date`];
}

/**
 * The rules no widening relaxes: the genders both ways, the viewer inside the candidate's own age
 * range, not the viewer, not swiped by the viewer (the swipes' primary key), no report between them in
 * either direction (the reports' unique pair; a block is a report). `m` is in deck_members, so it
 * finished onboarding.
 *
 * The swipes and reports are excluded with NOT IN, hashed SubPlans: the viewer's swipes and the reports
 * either way are read once from their indexes and each pool row probed in memory. Written NOT EXISTS,
 * the planner takes the viewer's swipes for the table's average (a few) where an active member has
 * hundreds, and compares every pool row with all of them (bench/deck measured the nested loop at most
 * of the dense deck's time), and probes the reports' indexes twice per pool row. No NULL on either
 * side, so both mean the same.
 */
export function hardConditions(viewer: DeckViewer, today: string): Condition[] {
  const age = ageOn(viewer.birthDate, today) ?? 0;
  return [
    sql`m.gender = ${viewer.seeking}`,
    sql`m.seeking = ${viewer.gender}`,
    sql`m.age_min <= ${age}`,
    sql`m.age_max >= ${age}`,
    sql`m.user_id <> ${viewer.id}`,
    sql`m.user_id not in (select s.swiped_id from swipes s where s.swiper_id = ${viewer.id})`,
    sql`m.user_id not in (select r.reported_id from reports r where r.reporter_id = ${viewer.id})`,
    // reporter_id is null once a reporter deleted their account: NOT IN must never meet a null.
    sql`m.user_id not in (select r.reporter_id from reports r
      where r.reported_id = ${viewer.id} and r.reporter_id is not null)`,
    // Banned, suspended, or reported for 'Mineur' awaiting a decision (moderation/database.ts).
    sql`m.user_id not in (select w.user_id from moderation_withheld w)`,
  ];
}

/** The viewer's soft preferences, each criterion's conditions on `m` (an empty list lets anyone through). */
function preferenceCriteria(viewer: DeckViewer, today: string): Record<DeckCriterion, Condition[]> {
  return {
    distance: within(viewer, maxDistanceKm(viewer)),
    age: agedWithin(viewer.preferences.ageRange, today),
    politics: politics(viewer),
    education: education(viewer),
    religion: religion(viewer),
    situation: exclusions(viewer),
  };
}

/** The conjunction of some conditions; true when there are none. */
export const all = (conditions: Condition[]): RawBuilder<boolean> =>
  conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(conditions, sql` and `)})`;

/**
 * Every rule that puts deck_members `m` in the viewer's deck within their preferences: the hard rules
 * (hardConditions), each inside the other's age range (ages on `today` in Paris), the viewer's distance
 * and questionnaire filters.
 *
 * The same rule widened (widenedConditions), for one member, over the two members' rows, is deck_rule
 * (deck/database.ts): the swipe and the profile view check it in the database, in the statement that
 * needs it.
 */
export function candidateConditions(viewer: DeckViewer, today: string): RawBuilder<boolean> {
  const criteria = preferenceCriteria(viewer, today);
  return all([
    ...hardConditions(viewer, today),
    ...DECK_CRITERIA.flatMap((criterion) => criteria[criterion]),
  ]);
}

/**
 * The people the deck shows once the in-preference pool is exhausted (deck-widening.ts): the hard
 * rules, within the widened distance and ages, and outside at least one preference (those inside are
 * candidateConditions'). Questionnaire filters are not applied.
 */
export function widenedConditions(viewer: DeckViewer, today: string): RawBuilder<boolean> {
  const criteria = preferenceCriteria(viewer, today);
  const maxDistance = maxDistanceKm(viewer);
  return all([
    ...hardConditions(viewer, today),
    ...within(viewer, maxDistance === null ? null : widenedDistanceKm(maxDistance)),
    ...agedWithin(widenedAgeRange(viewer.preferences.ageRange), today),
    // NULLs (a position or faith compared when there is none) count as outside, as in missedColumns.
    sql`not coalesce(${all(DECK_CRITERIA.flatMap((criterion) => criteria[criterion]))}, false)`,
  ]);
}

/**
 * One boolean column per criterion, named `missed_<criterion>`: whether `m` is outside that preference.
 * The conditions' NULLs (a position or faith compared when there is none) count as outside.
 */
export function missedColumns(viewer: DeckViewer, today: string): RawBuilder<unknown> {
  const criteria = preferenceCriteria(viewer, today);
  return sql.join(
    DECK_CRITERIA.map(
      (criterion) =>
        sql`not coalesce(${all(criteria[criterion])}, false) as ${sql.ref(`missed_${criterion}`)}`,
    ),
  );
}
