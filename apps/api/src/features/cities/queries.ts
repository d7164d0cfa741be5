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
 * The cities a name search matches, ranked 0 when the name is the text (or the words and postal
 * code both match), 1 when its first words are the text (« Lyon 3e Arrondissement » for « Lyon »),
 * 2 when it merely starts with it (« Lyoffans »), 3 when a word of the name does, 4 when the name
 * merely contains it; `prefixOnly` keeps ranks 0 to 2, which the prefix index answers fast. A commune appears once,
 * under its first matching postal code. The key holds only letters, digits and spaces
 * (citySearchKey), so it needs no LIKE escaping.
 */
function nameMatches(db: Db, { key, withZip }: NameSearch, prefixOnly: boolean) {
  const withZipMatch = withZip
    ? sql<boolean>`(search_name like ${`${withZip.words}%`} and zip_code like ${`${withZip.zip}%`})`
    : sql<boolean>`false`;
  const matched = prefixOnly
    ? sql<boolean>`search_name like ${`${key}%`}`
    : sql<boolean>`search_name like ${`%${key}%`}`;
  return db
    .selectFrom('cities')
    .distinctOn('insee_code')
    .select(['id', 'name', 'zip_code', 'population'])
    .select(
      sql<number>`case
        when ${withZipMatch} or search_name = ${key} then 0
        when search_name like ${`${key} %`} then 1
        when search_name like ${`${key}%`} then 2
        when search_name like ${`% ${key}%`} then 3
        else 4
      end`.as('rank'),
    )
    .where(sql<boolean>`${matched} or ${withZipMatch}`)
    .orderBy('insee_code')
    .orderBy('rank')
    .orderBy('zip_code')
    .as('matches');
}

/**
 * Cities matching a name search, best first: by rank (see nameMatches), then the more
 * populous. With `prefixOnly`, only names starting with the text: when those fill the limit
 * the full search would answer the same rows, without scanning every name for the text.
 */
export function searchCitiesByName(db: Db, search: NameSearch, limit: number, prefixOnly: boolean) {
  return db
    .selectFrom(nameMatches(db, search, prefixOnly))
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
