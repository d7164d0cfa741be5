import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Every city, in no particular order (the service sorts them the French way). */
export function listCities(db: Db) {
  return db.selectFrom('cities').select(['id', 'name', 'zip_code']).execute();
}

/** The name search of `searchCitiesByName`: a normalised text, and possibly words with a postal code. */
export interface NameSearch {
  key: string;
  withZip?: { words: string; zip: string };
}

/**
 * Cities whose name starts with the text, then whose name has a word starting with it, then
 * whose name contains it; the more populous first within each. A commune appears once, under
 * its first postal code, unless the text names a code. The key holds only letters, digits
 * and spaces (citySearchKey), so it needs no LIKE escaping.
 */
export function searchCitiesByName(db: Db, search: NameSearch, limit: number) {
  const { key, withZip } = search;
  const withZipMatch = withZip
    ? sql<boolean>`(search_name like ${`${withZip.words}%`} and zip_code like ${`${withZip.zip}%`})`
    : sql<boolean>`false`;
  const matches = db
    .selectFrom('cities')
    .distinctOn('insee_code')
    .select(['id', 'name', 'zip_code', 'population'])
    .select(
      sql<number>`case
        when ${withZipMatch} then 0
        when search_name like ${`${key}%`} then 0
        when search_name like ${`% ${key}%`} then 1
        else 2
      end`.as('rank'),
    )
    .where(sql<boolean>`search_name like ${`%${key}%`} or ${withZipMatch}`)
    .orderBy('insee_code')
    .orderBy('rank')
    .orderBy('zip_code')
    .as('matches');
  return db
    .selectFrom(matches)
    .select(['id', 'name'])
    .orderBy('rank')
    .orderBy('population', 'desc')
    .orderBy('name')
    .orderBy('zip_code')
    .limit(limit)
    .execute();
}

/** Cities whose postal code starts with the digits: the exact code first, then the more populous. */
export function searchCitiesByZip(db: Db, zipPrefix: string, limit: number) {
  return db
    .selectFrom('cities')
    .select(['id', 'name'])
    .where('zip_code', 'like', `${zipPrefix}%`)
    .orderBy(sql`zip_code = ${zipPrefix}`, 'desc')
    .orderBy('population', 'desc')
    .orderBy('zip_code')
    .orderBy('id')
    .limit(limit)
    .execute();
}
