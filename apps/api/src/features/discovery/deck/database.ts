import { sql } from 'kysely';
import { type DatabaseDefinitions, replaceTrigger } from '../../../db/definitions';
import { withheld } from '../../moderation/database';
import { incognitoHides } from '../../privacy/visibility';
import { reportBetween } from '../../reports/between';
import { all, inReach, mutualConditions, ofAge, type ViewerTerms } from './filters';

/** The columns deck_members copies from deck_sources (the embedding too, stored at questionnaire save). */
const COPIED = (
  'gender seeking birth_date age_min age_max latitude longitude cell shard education_level religion_kind ' +
  'religion_faith politics_engaged politics_position smoker has_children divorced questionnaire_at embedding ' +
  'photo_verified'
).split(' ');
const columns = (prefix: string) => sql.raw(COPIED.map((name) => `${prefix}${name}`).join(', '));

/** The tables deck_sources reads besides users: a row inserted or deleted refreshes its member. */
const SOURCE_TABLES = ['photos', 'user_interests', 'personality_profiles', 'encounter_preferences'];
/** The sources whose updates matter (a photo or an interest is replaced, never updated). */
const UPDATED_TABLES = ['personality_profiles', 'encounter_preferences'];

/*
 * The deck's read model (deck_members, made by migration 0005 with the view deck_sources) kept current
 * by statement triggers inside the writing transaction, whichever feature or script writes, and the
 * deck rule for one member. Applied at every start after the migrations (src/database.ts).
 */

/** The grid cell of a point: geo.ts's cellOf, 0.5° by 0.75°. */
const cell = sql`
  create or replace function deck_cell(latitude double precision, longitude double precision) returns integer
  language sql immutable strict parallel safe as $$
    select floor((latitude + 90) / 0.5)::integer * 1000 + floor((longitude + 180) / 0.75)::integer
  $$`;

/**
 * Brings the rows of some members in line with deck_sources. Their user rows are locked first (no key
 * update: foreign-key checks still pass), so that two transactions changing the same member refresh one
 * after the other and the second sees what the first wrote. An unchanged row is not rewritten at all
 * (the index-only scans need pages to stay all-visible).
 */
const refresh = sql`
  create or replace function deck_refresh(ids integer[]) returns void language plpgsql as $$
  begin
    if ids is null or cardinality(ids) = 0 then
      return;
    end if;
    perform 1 from users where id = any(ids) order by id for no key update;
    delete from deck_members m
      where m.user_id = any(ids) and not exists (select 1 from deck_sources s where s.user_id = m.user_id);
    insert into deck_members (user_id, ${columns('')})
      select s.user_id, ${columns('s.')} from deck_sources s where s.user_id = any(ids)
      on conflict on constraint deck_members_primary_key do update
        set (${columns('')}) = (${columns('excluded.')})
        where (${columns('deck_members.')}) is distinct from (${columns('excluded.')});
  end $$`;

/** Every row made again from deck_sources (tests, repairs). */
const rebuild = sql`
  create or replace function deck_rebuild() returns void language sql as $$
    delete from deck_members;
    insert into deck_members (user_id, ${columns('')}) select user_id, ${columns('')} from deck_sources;
  $$`;

// Statement triggers with transition tables: a batch of rows costs one refresh.
const refreshInserted = sql`
  create or replace function deck_refresh_inserted() returns trigger language plpgsql as $$
  begin
    perform deck_refresh(array(select distinct user_id from inserted));
    return null;
  end $$`;
const refreshDeleted = sql`
  create or replace function deck_refresh_deleted() returns trigger language plpgsql as $$
  begin
    perform deck_refresh(array(select distinct user_id from deleted));
    return null;
  end $$`;
// Users change often (last activity, likes seen): only the columns the deck reads matter.
const refreshUsers = sql`
  create or replace function deck_refresh_users() returns trigger language plpgsql as $$
  begin
    perform deck_refresh(array(
      select i.id from inserted i join deleted d on d.id = i.id
      where (i.is_verified, i.gender, i.seeking, i.birth_date, i.city_id, i.photo_verified_at is null)
        is distinct from (d.is_verified, d.gender, d.seeking, d.birth_date, d.city_id, d.photo_verified_at is null)));
    return null;
  end $$`;

const triggers = [
  replaceTrigger(
    'deck_users_updated',
    sql`after update on users referencing old table as deleted new table as inserted
      for each statement execute function deck_refresh_users()`,
  ),
  ...SOURCE_TABLES.flatMap((table) => [
    replaceTrigger(
      `deck_${table}_inserted`,
      sql`after insert on ${sql.id(table)} referencing new table as inserted
        for each statement execute function deck_refresh_inserted()`,
    ),
    replaceTrigger(
      `deck_${table}_deleted`,
      sql`after delete on ${sql.id(table)} referencing old table as deleted
        for each statement execute function deck_refresh_deleted()`,
    ),
  ]),
  ...UPDATED_TABLES.map((table) =>
    replaceTrigger(
      `deck_${table}_updated`,
      sql`after update on ${sql.id(table)} referencing new table as inserted
        for each statement execute function deck_refresh_inserted()`,
    ),
  ),
];

/** The viewer's side of the rule inside deck_rule: the columns of `v` and `e`. */
const ROW_TERMS: ViewerTerms = {
  id: sql.raw('v.user_id'),
  gender: sql.raw('v.gender'),
  seeking: sql.raw('v.seeking'),
  birthDate: sql.raw('v.birth_date'),
  latitude: sql.raw('v.latitude'),
  longitude: sql.raw('v.longitude'),
  ageMin: sql.raw('e.age_min'),
  ageMax: sql.raw('e.age_max'),
  maxDistance: sql.raw('e.max_distance'),
  today: sql.raw('today'),
};

/**
 * deck_rule(v, e, m, today): whether deck_members `m` may be in the deck of `v` (their deck_members
 * row, with preferences `e`), ages counted on `today` (Paris), within the preferences or slightly
 * beyond: filters.ts's mutualConditions, its reach (the viewer's distance) and widened ages, over the columns of `v` and
 * `e` rather than the viewer's values (test/deck-rule.test.ts checks it against the contract). One
 * expression with no table access and no parameter, so that the planner inlines it.
 */
const rule = sql`
  create or replace function deck_rule(v deck_members, e encounter_preferences, m deck_members, today date)
  returns boolean language sql immutable parallel safe as $$
    select ${all([...mutualConditions(ROW_TERMS), ...inReach(ROW_TERMS), ...ofAge(ROW_TERMS, true)])}
  $$`;

/**
 * deck_admits(viewer, member, today): the whole deck condition for one member (deck_rule, no swipe of
 * the viewer on the member, no report between them, not withheld by moderation, not hidden by their
 * incognito mode), for the profile view.
 */
const admits = sql`
  create or replace function deck_admits(viewer integer, member integer, today date) returns boolean
  language plpgsql stable as $$
  begin
    return exists (
      select 1
      from deck_members v
      join encounter_preferences e on e.user_id = v.user_id
      join deck_members m on m.user_id = member
      where v.user_id = viewer and deck_rule(v, e, m, today)
        and not exists (select 1 from swipes s where s.swiper_id = viewer and s.swiped_id = member)
        and not ${reportBetween(sql.raw<number>('viewer'), sql.raw<number>('member'))}
        and not ${withheld(sql.raw<number>('member'))}
        and not ${incognitoHides(sql.raw<number>('viewer'), sql.raw<number>('member'))});
  end $$`;

/** The deck's database functions and triggers, each after what it calls. */
export const deckDatabase: DatabaseDefinitions = [
  cell,
  refresh,
  rebuild,
  refreshInserted,
  refreshDeleted,
  refreshUsers,
  ...triggers,
  rule,
  admits,
];
