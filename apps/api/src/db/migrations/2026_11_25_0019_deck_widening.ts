import { type Kysely, sql } from 'kysely';
import { createDeckRule } from './2026_11_24_0013_swipe_batch';

/** The contract's widening as it stands at this migration (deck-widening.ts): a change takes a new one. */
const WIDENING_YEARS = 2;
const WIDENING_MIN_KM = 20;
/** The distance slider's "no limit" (DISTANCE_MAX_KM). */
const NO_DISTANCE_LIMIT = 101;

/**
 * A deck that does not dead-end: once everyone within their preferences has been swiped, a member's
 * deck goes on with people slightly beyond them (the contract's deck-widening.ts), and swiping or
 * opening such a card must work.
 *
 * deck_rule(v, e, m, today) now says whether `m` may be in `v`'s deck at all, within the preferences
 * or slightly beyond: the rules no widening relaxes (not the viewer, the genders both ways, the viewer
 * inside the candidate's own age range), the candidate's age at most WIDENING_YEARS beyond either end
 * of the viewer's range, the distance within maxDistance plus half of it (at least WIDENING_MIN_KM
 * more; no limit stays none). The questionnaire filters are no longer part of it. deck_admits and
 * swipe_batch (migration 0013) call it by name, so the swipe and the profile view accept a widened
 * candidate the deck offered, and still nobody outside these rules; the swipes and reports they check
 * besides are unchanged. It says for one member what deck/filters.ts's candidateConditions and
 * widenedConditions say together (test/discovery-preferences.test.ts checks both against the contract
 * on a generated population).
 *
 * History: the functions and triggers the app runs are defined in their feature's database.ts and
 * applied at every start after the migrations (src/database.ts), replacing what this made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function deck_rule(v deck_members, e encounter_preferences, m deck_members, today date)
    returns boolean language sql immutable parallel safe as $$
      select m.user_id <> v.user_id
        and m.gender = v.seeking and m.seeking = v.gender
        -- Aged from age_min - 2 to age_max + 2 (geo.ts's birthDateRange of the widened range).
        and m.birth_date > (today - make_interval(years => e.age_max + ${sql.lit(WIDENING_YEARS)} + 1))::date
        and m.birth_date <= (today - make_interval(years => e.age_min - ${sql.lit(WIDENING_YEARS)}))::date
        and v.birth_date > (today - make_interval(years => m.age_max + 1))::date
        and v.birth_date <= (today - make_interval(years => m.age_min))::date
        -- (max_distance + 1) / 2 is the half rounded up, on integers.
        and (e.max_distance >= ${sql.lit(NO_DISTANCE_LIMIT)} or 2 * 6371.0088::double precision * asin(least(1, sqrt(
          power(sin(radians(m.latitude - v.latitude) / 2), 2)
          + cos(radians(v.latitude)) * cos(radians(m.latitude))
            * power(sin(radians(m.longitude - v.longitude) / 2), 2))))
          <= e.max_distance + greatest(${sql.lit(WIDENING_MIN_KM)}, (e.max_distance + 1) / 2))
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createDeckRule(db, true);
}
