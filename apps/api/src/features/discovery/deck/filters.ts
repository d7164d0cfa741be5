import type { EncounterPreferences, FactPreferences } from '@lien/contract';
import {
  DECK_CRITERIA,
  DECK_WIDENING_YEARS,
  type DeckCriterion,
  FACT_RULES,
  type FactCriterion,
  type FactRule,
  type FactTest,
  type Gender,
  type QuestionnaireFacts,
} from '@lien/contract/rules';
import { type RawBuilder, sql } from 'kysely';
import { hiddenByIncognito } from '../../privacy/visibility';
import { FACT_COLUMNS } from '../../questionnaire/fact-columns';
import { EARTH_RADIUS_KM, NO_DISTANCE_LIMIT } from './geo';

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
  preferences: FactPreferences & Pick<EncounterPreferences, 'maxDistance' | 'ageRange' | 'verifiedOnly'>;
}

/** One SQL condition on deck_members `m`. */
export type Condition = RawBuilder<unknown>;

/*
 * The viewer's questionnaire filters on deck_members `m`: the contract's FACT_RULES (what each option
 * means, written once there) compiled to SQL. Each test keeps SQL's NULL as the contract reads it (a
 * fact without a value fails every test); test/discovery-preferences.test.ts checks the deck against
 * the contract's evaluation of the same rules on a generated population. 'Peu importe' adds no
 * condition at all, so the planner sees only real filters.
 */

function testSql(test: FactTest): Condition {
  const column = sql.ref(`m.${FACT_COLUMNS[test.fact]}`);
  if ('equals' in test) return sql`${column} = ${test.equals}`;
  if ('differs' in test) return sql`${column} <> ${test.differs}`;
  if ('between' in test) return sql`${column} between ${test.between[0]} and ${test.between[1]}`;
  return sql`${column} = any(${[...test.oneOf]}::text[])`;
}

/** A rule's conditions; a candidate without the rule's sensitive fact (a null column) passes. */
function ruleConditions(rule: FactRule): Condition[] {
  const conditions = rule.tests.map(testSql);
  if (conditions.length === 0 || !rule.unlessNotShared) return conditions;
  const shared = sql.ref(`m.${FACT_COLUMNS[rule.unlessNotShared]}`);
  return [sql`(${shared} is null or (${sql.join(conditions, sql` and `)}))`];
}

function factConditions(viewer: DeckViewer, criterion: FactCriterion): Condition[] {
  return ruleConditions(FACT_RULES[criterion](viewer.facts, viewer.preferences));
}

/**
 * Great-circle distance from a point to `m`, in km (haversine, as geo.ts's distanceKm).
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

/**
 * The viewer's side of the deck rule, as SQL. In the deck's queries (viewerTerms) their values, as
 * parameters; in deck_rule (deck/database.ts), the columns of their deck_members row `v` and their
 * encounter_preferences `e`. The rule below is written once over these terms, so the pool's queries
 * and the check of one member (a swipe, a profile view) say the same thing. With parameters, the
 * planner folds what depends on the viewer alone into constants (a custom plan, as for every unnamed
 * statement), so the birth-date bounds still narrow the index ranges.
 */
export interface ViewerTerms {
  id: RawBuilder<number>;
  gender: RawBuilder<string>;
  seeking: RawBuilder<string>;
  birthDate: RawBuilder<string>;
  latitude: RawBuilder<number>;
  longitude: RawBuilder<number>;
  ageMin: RawBuilder<number>;
  ageMax: RawBuilder<number>;
  /** 101: no limit. */
  maxDistance: RawBuilder<number>;
  /** The day ages are counted on, in Paris. */
  today: RawBuilder<string>;
}

/** The viewer's values as query parameters, ages counted on `today`. */
export function viewerTerms(viewer: DeckViewer, today: string): ViewerTerms {
  const [ageMin, ageMax] = viewer.preferences.ageRange;
  return {
    id: sql<number>`${viewer.id}::integer`,
    gender: sql<string>`${viewer.gender}::text`,
    seeking: sql<string>`${viewer.seeking}::text`,
    birthDate: sql<string>`${viewer.birthDate}::date`,
    latitude: sql<number>`${viewer.latitude}::double precision`,
    longitude: sql<number>`${viewer.longitude}::double precision`,
    ageMin: sql<number>`${ageMin}::integer`,
    ageMax: sql<number>`${ageMax}::integer`,
    maxDistance: sql<number>`${viewer.preferences.maxDistance}::integer`,
    today: sql<string>`${today}::date`,
  };
}

/** Whole years from `birthDate` to `today`, as the contract's ageOn counts them (29 February included). */
export function ageOnSql(birthDate: RawBuilder<string>, today: RawBuilder<string>): RawBuilder<number> {
  return sql<number>`extract(year from age(${today}::timestamp, ${birthDate}::timestamp))::integer`;
}

/**
 * Not the viewer, the genders both ways, the viewer inside the candidate's own age range: what neither
 * a preference nor a widening relaxes.
 */
export function mutualConditions(t: ViewerTerms): Condition[] {
  const age = ageOnSql(t.birthDate, t.today);
  return [
    sql`m.user_id <> ${t.id}`,
    sql`m.gender = ${t.seeking}`,
    sql`m.seeking = ${t.gender}`,
    sql`m.age_min <= ${age}`,
    sql`m.age_max >= ${age}`,
  ];
}

/**
 * Born so as to be aged from `youngest` to `oldest` on `today`: after today − (oldest + 1) years and
 * on or before today − youngest years (a 29 February less a year is the 28th), on the indexed date.
 */
export function bornAged(
  youngest: RawBuilder<number>,
  oldest: RawBuilder<number>,
  today: RawBuilder<string>,
): Condition[] {
  return [
    sql`m.birth_date > (${today}::date - make_interval(years => ${oldest} + 1))::date`,
    sql`m.birth_date <= (${today}::date - make_interval(years => ${youngest}))::date`,
  ];
}

/**
 * Aged within the viewer's range or, widened, up to DECK_WIDENING_YEARS beyond either end
 * (deck-widening.ts's widenedAgeRange).
 */
export function ofAge(t: ViewerTerms, widened: boolean): Condition[] {
  if (!widened) return bornAged(t.ageMin, t.ageMax, t.today);
  const years = sql.lit(DECK_WIDENING_YEARS);
  return bornAged(sql<number>`(${t.ageMin} - ${years})`, sql<number>`(${t.ageMax} + ${years})`, t.today);
}

/**
 * Within the viewer's distance; no limit (101) is none. A widened deck keeps it too (deck-widening.ts's
 * widenedDistanceKm): an offer of 60 km shows nobody at 78. Cells narrow the index ranges beforehand;
 * this decides.
 */
export function inReach(t: ViewerTerms): Condition[] {
  return [
    sql`(${t.maxDistance} >= ${sql.lit(NO_DISTANCE_LIMIT)}
      or ${greatCircleKm(t.latitude, t.longitude)} <= ${t.maxDistance})`,
  ];
}

/** Great-circle distance from the viewer's city to `m`, in km. */
export function distanceFromViewer(viewer: DeckViewer): RawBuilder<number> {
  return greatCircleKm(
    sql<number>`${viewer.latitude}::double precision`,
    sql<number>`${viewer.longitude}::double precision`,
  );
}

/** The viewer's distance preference (101: no limit). */
export function maxDistanceKm(viewer: DeckViewer): number | null {
  const { maxDistance } = viewer.preferences;
  return maxDistance >= NO_DISTANCE_LIMIT ? null : maxDistance;
}

/**
 * The rules no widening relaxes (mutualConditions), and not swiped by the viewer (the swipes' primary
 * key), no report between them in either direction (the reports' unique pair; a block is a report),
 * not withheld by moderation, not hidden by their incognito mode (privacy/visibility.ts: incognito and
 * not having liked the viewer). `m` is in deck_members, so it finished onboarding.
 *
 * The swipes and reports are excluded with NOT IN, hashed SubPlans: the viewer's swipes and the reports
 * either way are read once from their indexes and each pool row probed in memory. Written NOT EXISTS,
 * the planner takes the viewer's swipes for the table's average (a few) where an active member has
 * hundreds, and compares every pool row with all of them (bench/deck measured the nested loop at most
 * of the dense deck's time), and probes the reports' indexes twice per pool row. No NULL on either
 * side, so both mean the same. deck_admits (deck/database.ts) says the same of one member with
 * reports/between.ts.
 */
export function hardConditions(viewer: DeckViewer, today: string): Condition[] {
  return [
    ...mutualConditions(viewerTerms(viewer, today)),
    sql`m.user_id not in (select s.swiped_id from swipes s where s.swiper_id = ${viewer.id})`,
    sql`m.user_id not in (select r.reported_id from reports r where r.reporter_id = ${viewer.id})`,
    // reporter_id is null once a reporter deleted their account: NOT IN must never meet a null.
    sql`m.user_id not in (select r.reporter_id from reports r
      where r.reported_id = ${viewer.id} and r.reporter_id is not null)`,
    // Banned, suspended, or reported for 'Mineur' awaiting a decision (moderation/database.ts).
    sql`m.user_id not in (select w.user_id from moderation_withheld w)`,
    // Mode incognito (issue #24): only the members they liked see them.
    sql`m.user_id not in (${hiddenByIncognito(viewer.id)})`,
    // « Profils vérifiés uniquement » (issue #29): the member's choice, never widened; a covered column.
    ...(viewer.preferences.verifiedOnly ? [sql`m.photo_verified`] : []),
  ];
}

/** The viewer's soft preferences, each criterion's conditions on `m` (an empty list lets anyone through). */
function preferenceCriteria(viewer: DeckViewer, today: string): Record<DeckCriterion, Condition[]> {
  const t = viewerTerms(viewer, today);
  return {
    distance: inReach(t),
    age: ofAge(t, false),
    politics: factConditions(viewer, 'politics'),
    education: factConditions(viewer, 'education'),
    religion: factConditions(viewer, 'religion'),
    situation: factConditions(viewer, 'situation'),
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
 * rules, within the viewer's distance and the widened ages, and outside at least one preference (those inside are
 * candidateConditions'). Questionnaire filters are not applied.
 */
export function widenedConditions(viewer: DeckViewer, today: string): RawBuilder<boolean> {
  const criteria = preferenceCriteria(viewer, today);
  const t = viewerTerms(viewer, today);
  return all([
    ...hardConditions(viewer, today),
    ...inReach(t),
    ...ofAge(t, true),
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
