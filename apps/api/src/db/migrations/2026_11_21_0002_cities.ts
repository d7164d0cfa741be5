import { type Kysely, sql } from 'kysely';
import { readCommunes, searchKeyOf } from './frozen/communes';

/** Rows per INSERT: the whole batch travels as one JSON parameter, far below any message limit. */
const BATCH_SIZE = 5000;

/**
 * Fills `cities` with every French commune once per postal code (scripts/build-cities),
 * and adds what searching and distances need.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The point on the earth's surface, stored for distances (earthdistance's ll_to_earth,
  // spelt out with built-ins): ll_to_earth is a SQL function that looks up `earth()` and
  // `cube()` through search_path, which pg_restore empties, so a column calling it could not
  // be restored from a dump. Added before the rows so each is computed on insert.
  await sql`
    alter table cities add column earth_point earth generated always as (
      cube(array[
        earth() * cos(radians(latitude)) * cos(radians(longitude)),
        earth() * cos(radians(latitude)) * sin(radians(longitude)),
        earth() * sin(radians(latitude))
      ])::earth
    ) stored
  `.execute(db);

  const communes = await readCommunes();
  for (let start = 0; start < communes.length; start += BATCH_SIZE) {
    const batch = communes.slice(start, start + BATCH_SIZE).map((commune) => ({
      insee_code: commune.insee,
      name: commune.name,
      zip_code: commune.zip,
      search_name: searchKeyOf(commune.name),
      latitude: commune.latitude,
      longitude: commune.longitude,
      population: commune.population,
    }));
    // One JSON parameter per batch: 7 bind parameters per row would be slower on PGlite and capped at 65 535.
    await sql`
      insert into cities (insee_code, name, zip_code, search_name, latitude, longitude, population)
      select insee_code, name, zip_code, search_name, latitude, longitude, population
      from json_to_recordset(${JSON.stringify(batch)}::json) as row (
        insee_code text, name text, zip_code text, search_name text,
        latitude double precision, longitude double precision, population integer
      )
      on conflict on constraint cities_unique_commune_zip do nothing
    `.execute(db);
  }

  // Prefix searches on the name and the postal code ("saint e", "750") whatever the collation.
  await sql`create index cities_search_name_prefix on cities (search_name text_pattern_ops)`.execute(db);
  await sql`create index cities_zip_code_prefix on cities (zip_code text_pattern_ops)`.execute(db);
  // Searches for a text inside the name ("etienne" in "saint etienne").
  await sql`create index cities_search_name_trigram on cities using gin (search_name gin_trgm_ops)`.execute(
    db,
  );
  // Bounding boxes around a point, before the exact distance on earth_point.
  await sql`create index cities_latitude_longitude on cities (latitude, longitude)`.execute(db);
  await sql`analyze cities`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'cities_search_name_prefix',
    'cities_zip_code_prefix',
    'cities_search_name_trigram',
    'cities_latitude_longitude',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table cities drop column if exists earth_point`.execute(db);
  await sql`delete from cities where id not in (select city_id from users)`.execute(db);
}
