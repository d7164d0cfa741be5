import {
  ANY_PREFERENCE,
  ageOn,
  type EncounterPreferences,
  type FactPreferences,
  type Gender,
  type QuestionnaireFacts,
  SAME_AS_MINE,
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

type Condition = RawBuilder<unknown>;
const TRUE: Condition[] = [];

/*
 * The viewer's questionnaire filters on deck_members `m`, one function per preference, each written
 * to say in SQL exactly what the contract's passesPolitics / passesEducation / passesReligion /
 * passesExclusions say (test/discovery-preferences.test.ts checks the two agree on a generated
 * population). 'Peu importe' adds no condition at all, so the planner sees only real filters.
 */

function politics(viewer: DeckViewer): Condition[] {
  const own = viewer.facts.politics;
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

/** The viewer's questionnaire filters (passesPreferences), as conditions on `m`. */
export function preferenceConditions(viewer: DeckViewer): Condition[] {
  return [...politics(viewer), ...education(viewer), ...religion(viewer), ...exclusions(viewer)];
}

/**
 * Great-circle distance from the viewer's city, in km (haversine, as geo.ts's distanceKm); none
 * without a limit. Cells narrow the index ranges beforehand; this decides.
 */
function distance(viewer: DeckViewer): Condition[] {
  if (viewer.preferences.maxDistance >= NO_DISTANCE_LIMIT) return TRUE;
  const lat = viewer.latitude;
  const lon = viewer.longitude;
  return [
    sql`2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
      power(sin(radians(m.latitude - ${lat}::double precision) / 2), 2)
      + cos(radians(${lat}::double precision)) * cos(radians(m.latitude))
        * power(sin(radians(m.longitude - ${lon}::double precision) / 2), 2)))) <= ${viewer.preferences.maxDistance}`,
  ];
}

/**
 * Every rule that puts deck_members `m` in the viewer's deck: the genders both ways, each inside the
 * other's age range (ages on `today` in Paris), the viewer's distance and questionnaire filters, not
 * the viewer, not swiped by the viewer (the swipes' primary key), no report between them in either
 * direction (the reports' unique pair). `m` is in deck_members, so it finished onboarding.
 *
 * The swipes and reports are excluded with NOT IN, hashed SubPlans: the viewer's swipes and the reports
 * either way are read once from their indexes and each pool row probed in memory. Written NOT EXISTS,
 * the planner takes the viewer's swipes for the table's average (a few) where an active member has
 * hundreds, and compares every pool row with all of them (bench/deck measured the nested loop at most
 * of the dense deck's time), and probes the reports' indexes twice per pool row. No NULL on either
 * side, so both mean the same.
 *
 * The same rule for one member, over the two members' rows, is deck_admits (migration 0013): the
 * swipe and the profile view check it in the database, in the statement that needs it.
 */
export function candidateConditions(viewer: DeckViewer, today: string): RawBuilder<boolean> {
  const { bornAfter, bornBy } = birthDateRange(
    viewer.preferences.ageRange[0],
    viewer.preferences.ageRange[1],
    today,
  );
  const age = ageOn(viewer.birthDate, today) ?? 0;
  const conditions: Condition[] = [
    sql`m.gender = ${viewer.seeking}`,
    sql`m.seeking = ${viewer.gender}`,
    sql`m.birth_date > ${bornAfter}::date`,
    sql`m.birth_date <= ${bornBy}::date`,
    sql`m.age_min <= ${age}`,
    sql`m.age_max >= ${age}`,
    sql`m.user_id <> ${viewer.id}`,
    ...distance(viewer),
    ...preferenceConditions(viewer),
    sql`m.user_id not in (select s.swiped_id from swipes s where s.swiper_id = ${viewer.id})`,
    sql`m.user_id not in (select r.reported_id from reports r where r.reporter_id = ${viewer.id})`,
    // reporter_id is null once a reporter deleted their account: NOT IN must never meet a null.
    sql`m.user_id not in (select r.reporter_id from reports r
      where r.reported_id = ${viewer.id} and r.reporter_id is not null)`,
  ];
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}
