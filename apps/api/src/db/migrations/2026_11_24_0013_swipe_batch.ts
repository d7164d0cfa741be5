import { type Kysely, sql } from 'kysely';
import { createSwipeRecord } from './2026_11_23_0012_swipe_function_deck_index';

/**
 * Swipes by the batch, and the deck rule for one member in SQL (issue #4's swipe throughput).
 *
 * deck_rule(v, e, m, today): whether deck_members `m` passes the rule of the viewer `v` (their
 * deck_members row) with preferences `e` (their encounter_preferences row), ages counted on `today`
 * (Paris): the genders both ways, each inside the other's age range, the viewer's distance (101 km: no
 * limit) and questionnaire filters (the contract's passesPreferences), not the viewer. It says, over
 * the rows, what deck/filters.ts's candidateConditions says with the viewer's values written in for
 * the deck's pool query, which needs them as constants to position its index ranges. One expression
 * with no table access, so that the planner inlines it into the statement that calls it. Both are
 * tested against the contract on a generated population (test/discovery-preferences.test.ts); a change
 * of the rule changes both, this one by a migration.
 *
 * deck_admits(viewer, member, today): the whole deck condition for one member (deck_rule, and no swipe
 * of the viewer on the member, no report between them), for the profile view.
 *
 * swipe_batch(...): the swipes that arrive together, applied by one call in one transaction, set by
 * set, in a few statements whatever their number, where a swipe alone cost a transaction and a dozen
 * statements of its own (five plain inserts, measured). For each swipe, in the order given:
 * 1. its verdict: 'onboarding' (the swiper has no deck), 'hidden' (the member is gone, a report stands
 *    between them, or they are neither in the swiper's deck nor someone who liked the swiper), 'repeat'
 *    (the swiper already decided on the member: that decision stands), or to be recorded;
 * 2. the pairs' advisory locks (the ordered pair as two integers, as swipe_record took them), taken in
 *    one order in every batch, so two batches never wait on each other in a circle;
 * 3. the swipes, the first of a swiper on a member when the batch holds several ('recorded'; one a
 *    concurrent call stored first is a 'repeat');
 * 4. in a new statement, hence a snapshot taken after the locks (the function is VOLATILE, under READ
 *    COMMITTED), the matches: a recorded like answering a like, committed before or in this batch.
 * `matched`: the pair is matched after the call; of two reciprocal likes in one batch, only the later
 * answers true, as the second of two calls would. plan_cache_mode: the batch arrives as arrays, whose
 * custom plans look cheaper to the plan cache than the generic one and would be planned on every call.
 * Called alone (autocommit), the call is its own transaction, which the transaction-level locks need.
 *
 * History: the functions and triggers the app runs are defined in their feature's database.ts and
 * applied at every start after the migrations (src/database.ts), replacing what this made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createDeckRule(db);

  await sql`
    create function deck_admits(viewer integer, member integer, today date) returns boolean
    language plpgsql stable as $$
    begin
      return exists (
        select 1
        from deck_members v
        join encounter_preferences e on e.user_id = v.user_id
        join deck_members m on m.user_id = member
        where v.user_id = viewer and deck_rule(v, e, m, today)
          and not exists (select 1 from swipes s where s.swiper_id = viewer and s.swiped_id = member)
          and not exists (select 1 from reports r where r.reporter_id = viewer and r.reported_id = member)
          and not exists (select 1 from reports r where r.reporter_id = member and r.reported_id = viewer));
    end $$`.execute(db);

  await sql`
    create function swipe_batch(swipers integer[], swipeds integer[], likes boolean[], supers boolean[],
      today date)
    returns table (n integer, outcome text, matched boolean)
    language plpgsql volatile set plan_cache_mode = force_generic_plan as $$
    declare
      verdicts text[];
      recorded integer[];
      pair record;
    begin
      select array_agg(case
          when not exists (select 1 from deck_members d where d.user_id = a.swiper) then 'onboarding'
          when not exists (select 1 from users u where u.id = a.swiped)
            or exists (select 1 from reports r where r.reporter_id = a.swiper and r.reported_id = a.swiped)
            or exists (select 1 from reports r where r.reporter_id = a.swiped and r.reported_id = a.swiper)
            then 'hidden'
          when exists (select 1 from swipes s where s.swiper_id = a.swiper and s.swiped_id = a.swiped)
            then 'repeat'
          when exists (select 1 from swipes s where s.swiper_id = a.swiped and s.swiped_id = a.swiper and s.liked)
            or exists (select 1 from deck_members v
              join encounter_preferences e on e.user_id = v.user_id
              join deck_members m on m.user_id = a.swiped
              where v.user_id = a.swiper and deck_rule(v, e, m, today))
            then 'record'
          else 'hidden' end order by a.i)
        into verdicts
        from unnest(swipers, swipeds) with ordinality as a (swiper, swiped, i);

      for pair in
        select distinct least(a.swiper, a.swiped) as low, greatest(a.swiper, a.swiped) as high
        from unnest(swipers, swipeds) with ordinality as a (swiper, swiped, i)
        where verdicts[a.i] = 'record'
        order by 1, 2
      loop
        perform pg_advisory_xact_lock(pair.low, pair.high);
      end loop;

      with wanted as (
        select distinct on (a.swiper, a.swiped) a.i, a.swiper, a.swiped, a.liked, a.super_like
        from unnest(swipers, swipeds, likes, supers) with ordinality as a (swiper, swiped, liked, super_like, i)
        where verdicts[a.i] = 'record'
        order by a.swiper, a.swiped, a.i
      ), stored as (
        insert into swipes (swiper_id, swiped_id, liked, super_like)
        select w.swiper, w.swiped, w.liked, w.super_like from wanted w
        on conflict on constraint swipes_primary_key do nothing
        returning swiper_id, swiped_id
      )
      select coalesce(array_agg(w.i::integer), '{}') into recorded
      from wanted w join stored s on s.swiper_id = w.swiper and s.swiped_id = w.swiped;

      insert into matches (user_low, user_high)
      select distinct least(swipers[r], swipeds[r]), greatest(swipers[r], swipeds[r])
      from unnest(recorded) as r
      where likes[r]
        and exists (select 1 from swipes s where s.swiper_id = swipeds[r] and s.swiped_id = swipers[r] and s.liked)
      on conflict on constraint matches_unique_pair do nothing;

      return query
      select a.i::integer,
        case when verdicts[a.i] <> 'record' then verdicts[a.i]
          when a.i = any(recorded) then 'recorded' else 'repeat' end,
        verdicts[a.i] in ('record', 'repeat') and m.id is not null
          and not exists (select 1 from unnest(recorded) as later (r)
            where later.r > a.i and a.i = any(recorded) and likes[later.r]
              and swipers[later.r] = a.swiped and swipeds[later.r] = a.swiper)
      from unnest(swipers, swipeds) with ordinality as a (swiper, swiped, i)
      left join matches m on m.user_low = least(a.swiper, a.swiped) and m.user_high = greatest(a.swiper, a.swiped)
      order by a.i;
    end $$`.execute(db);

  await sql`drop function swipe_record(integer, integer, boolean, boolean)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createSwipeRecord(db);
  await sql`drop function swipe_batch(integer[], integer[], boolean[], boolean[], date)`.execute(db);
  await sql`drop function deck_admits(integer, integer, date)`.execute(db);
  await sql`drop function deck_rule(deck_members, encounter_preferences, deck_members, date)`.execute(db);
}

/**
 * deck_rule as this migration defines it (the preferences applied in full); `replace` puts it back
 * over a later definition (migration 0019's down).
 */
export async function createDeckRule(db: Kysely<unknown>, replace = false): Promise<void> {
  await sql`
    create ${sql.raw(replace ? 'or replace ' : '')}function deck_rule(v deck_members, e encounter_preferences, m deck_members, today date)
    returns boolean language sql immutable parallel safe as $$
      select m.user_id <> v.user_id
        and m.gender = v.seeking and m.seeking = v.gender
        -- Born after today - (max + 1) years and on or before today - min years (geo.ts's birthDateRange).
        and m.birth_date > (today - make_interval(years => e.age_max + 1))::date
        and m.birth_date <= (today - make_interval(years => e.age_min))::date
        and v.birth_date > (today - make_interval(years => m.age_max + 1))::date
        and v.birth_date <= (today - make_interval(years => m.age_min))::date
        and (e.max_distance >= 101 or 2 * 6371.0088::double precision * asin(least(1, sqrt(
          power(sin(radians(m.latitude - v.latitude) / 2), 2)
          + cos(radians(v.latitude)) * cos(radians(m.latitude))
            * power(sin(radians(m.longitude - v.longitude) / 2), 2)))) <= e.max_distance)
        and case e.political
          when 'Peu importe' then true
          when 'Même que la mienne' then
            case when v.politics_engaged
              then m.politics_engaged and m.politics_position = v.politics_position
              else not m.politics_engaged end
          when 'Différente mais pas extrême' then
            m.politics_engaged and m.politics_position between -1 and 1
            and (not v.politics_engaged or m.politics_position <> v.politics_position)
          when 'Je préfère qu''il/elle ne soit pas engagé(e) politiquement' then not m.politics_engaged
          else false end
        and (cardinality(e.education) = 0 or 'Peu importe' = any(e.education)
          or m.education_level = any(e.education))
        and case e.religion
          when 'Peu importe' then true
          when 'Même que la mienne' then
            case when v.religion_kind = 'believer'
              then m.religion_kind = 'believer' and m.religion_faith = v.religion_faith
              else m.religion_kind = v.religion_kind end
          when 'Croyant(e), peu importe la religion' then m.religion_kind = 'believer'
          when 'Non-pratiquant(e) ou agnostique' then m.religion_kind = 'agnostic'
          when 'Athée' then m.religion_kind = 'atheist'
          else false end
        and not ('Fumeur(se)' = any(e.exclusions) and m.smoker)
        and not ('A des enfants' = any(e.exclusions) and m.has_children)
        and not ('Divorcé(e)' = any(e.exclusions) and m.divorced)
    $$`.execute(db);
}
