import { SENSITIVE_REASONS_SINCE } from '@lien/contract/rules';
import { type Kysely, sql } from 'kysely';
import { keptPlanRows } from '../../../db/kept-plans';
import type { Database } from '../../../db/schema';
import { showsDistance } from '../../privacy/visibility';

type Db = Kysely<Database>;

/*
 * What a profile card shows of several members at once (one query, whatever the page size). Only
 * the columns a card may show are selected: never an e-mail, a phone or a last name; the birth date
 * leaves the database only to become an age in the presenter.
 */

/**
 * The members' card fields and their city, whether each lets others see their distance, whether each
 * super-liked the viewer, what « Pourquoi vous deux ? » needs: the gender (its sentences agree with it)
 * and whether their consent to sensitive questions is in force (no reason on one otherwise), and their
 * photos (in profile order) and chosen interests (catalogue names, in no order). One statement: the
 * deck's page was three queries side by side, each a round trip and a plan (issue #28); its plan kept.
 */
export function findCardRows(db: Db, viewerId: number, ids: readonly number[]) {
  const query = db
    .selectFrom('users as u')
    .innerJoin('cities as c', 'c.id', 'u.city_id')
    .select([
      'u.id',
      'u.first_name',
      sql<string>`to_char(u.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      'u.job_title',
      'u.school',
      'u.bio',
      'u.gender',
      // A consent in force to a text that tells of the reasons (SENSITIVE_REASONS_SINCE).
      sql<boolean>`exists (select 1 from sensitive_consents sc
        where sc.user_id = u.id and sc.withdrawn_at is null
          and sc.version >= ${SENSITIVE_REASONS_SINCE})`.as('shares_sensitive'),
      // « Profil vérifié » (issue #29): a photo verification approved, unless the member hides the badge.
      sql<boolean>`u.photo_verified_at is not null and not u.hides_verified_badge`.as('is_verified'),
      showsDistance('u').as('shows_distance'),
      'c.name as city_name',
      'c.latitude',
      'c.longitude',
      sql<boolean>`exists (select 1 from swipes s
        where s.swiper_id = u.id and s.swiped_id = ${viewerId} and s.super_like)`.as('super_liked_you'),
      sql<{ id: string; storage_key: string }[]>`coalesce((select json_agg(json_build_object(
          'id', p.id, 'storage_key', p.storage_key) order by p.position)
        from photos p where p.user_id = u.id), '[]'::json)`.as('photos'),
      sql<string[]>`coalesce((select json_agg(i.interest) from user_interests i where i.user_id = u.id),
        '[]'::json)`.as('interests'),
    ])
    // One text whatever the page's size, so that its plan is kept (db/kept-plans.ts).
    .where(sql<boolean>`u.id = any(${[...ids]}::integer[])`);
  return keptPlanRows(db, query);
}

/** The members' stored answer vectors (none before the questionnaire). */
export function findVectors(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('personality_profiles')
    .select(['user_id', 'vector', 'vector_layout'])
    .where('user_id', 'in', ids)
    .execute();
}

/** The viewer's city coordinates, for distances. */
export function findViewerPlace(db: Db, viewerId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('cities as c', 'c.id', 'u.city_id')
    .select(['c.latitude', 'c.longitude'])
    .where('u.id', '=', viewerId)
    .executeTakeFirst();
}
