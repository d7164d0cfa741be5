import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import * as accounts from '../src/db/migrations/2026_11_21_0001_accounts';
import * as photos from '../src/db/migrations/2026_11_21_0003_photos';
import * as profiles from '../src/db/migrations/2026_11_21_0004_profiles';

// A database of its own, built migration by migration (the cities data of 0002 is not needed here):
// what the profiles migration does to members who signed up before it.
let database: DatabaseHandle;
/** Migrations run on a database of no known shape yet. */
let db: Kysely<unknown>;

beforeAll(async () => {
  database = await connectDatabase({ dataDir: ':memory:' });
  db = database.db as unknown as Kysely<unknown>;
  await accounts.up(db);
  await photos.up(db);
});
afterAll(() => database.close());

describe('the profiles migration', () => {
  it('gives members who signed up before it the default preferences and an empty bio, and reverts', async () => {
    await sql`insert into cities (insee_code, name, zip_code, search_name, latitude, longitude)
      values ('T0001', 'Avantville', '01000', 'avantville', 46.2, 5.2)`.execute(db);
    await sql`insert into users (email, first_name, last_name, phone, birth_date, gender, seeking, city_id)
      select 'membre' || n || '@exemple.fr', 'Ancien', 'Membre', '0612345678', '1990-01-01', 'male', 'female',
        (select id from cities limit 1)
      from generate_series(1, 3) as n`.execute(db);

    await profiles.up(db);
    const preferences = await sql<Record<string, unknown>>`
      select max_distance, age_min, age_max, political, education, religion, exclusions
      from encounter_preferences order by user_id`.execute(db);
    expect(preferences.rows).toHaveLength(3);
    for (const row of preferences.rows) {
      expect(row).toEqual({
        max_distance: 50,
        age_min: 18,
        age_max: 99,
        political: 'Peu importe',
        education: ['Peu importe'],
        religion: 'Peu importe',
        exclusions: [],
      });
    }
    const bios = await sql<{ bio: string }>`select bio from users`.execute(db);
    expect(bios.rows.map((row) => row.bio)).toEqual(['', '', '']);

    await profiles.down(db);
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_name in ('user_interests', 'personality_profiles', 'encounter_preferences')`.execute(db);
    expect(tables.rows).toEqual([]);
    await profiles.up(db);
    expect((await sql`select user_id from encounter_preferences`.execute(db)).rows).toHaveLength(3);
  });
});
