import { type Kysely, sql } from 'kysely';

/*
 * The contract's enumerations as they stand at this migration, written out: a migration describes the
 * schema of its day, and must create the same database whenever it runs. An option added to the
 * contract later takes a new migration; the API test "the database accepts every option the contract
 * offers" fails until it exists, so the two cannot drift apart unnoticed.
 */
const EDUCATION_LEVELS = ["Jusqu'à BAC+2", 'BAC+3', 'BAC+4', 'BAC+5', 'BAC+8', 'Au delà de BAC+8'];
const FAITHS = [
  'Catholique',
  'Protestante',
  'Orthodoxe',
  'Musulmane',
  'Juive',
  'Bouddhiste',
  'Hindoue',
  'Autre religion',
];
const ANY = 'Peu importe';
const POLITICAL_PREFERENCES = [
  'Même que la mienne',
  ANY,
  'Différente mais pas extrême',
  "Je préfère qu'il/elle ne soit pas engagé(e) politiquement",
];
const EDUCATION_PREFERENCES = [...EDUCATION_LEVELS, ANY];
const RELIGION_PREFERENCES = [
  'Même que la mienne',
  ANY,
  'Croyant(e), peu importe la religion',
  'Non-pratiquant(e) ou agnostique',
  'Athée',
];
const SITUATION_EXCLUSIONS = ['Fumeur(se)', 'A des enfants', 'Divorcé(e)'];

/** `'a', 'b', 'c'` as SQL literals: CHECK constraints cannot take parameters. */
const literals = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const textArray = (values: readonly string[]) => sql`array[${literals(values)}]::text[]`;

/**
 * What onboarding adds to a member beyond photos: the bio, the interests, the personality
 * questionnaire (answers, answer vector and the facts the deck filters on, as typed columns) and the
 * encounter preferences, one row per member, created at sign-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 500 is BIO_MAX_LENGTH (PRODUCT §9); JavaScript counts UTF-16 units, never fewer than char_length.
  await db.schema
    .alterTable('users')
    .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_bio_length', sql`char_length(bio) <= 500`)
    .execute();

  // No CHECK against the catalogue: it is 160-odd names that evolve with the product; the service
  // accepts only catalogue names, and the bound keeps the column from holding anything else.
  await db.schema
    .createTable('user_interests')
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('interest', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_interests_primary_key', ['user_id', 'interest'])
    .addForeignKeyConstraint('user_interests_user_fk', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('user_interests_interest_length', sql`char_length(interest) between 1 and 80`)
    .execute();

  await db.schema
    .createTable('personality_profiles')
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('answers', 'jsonb', (col) => col.notNull())
    // Little-endian float32s (answer-vector.ts); vector_layout names the layout they were computed in.
    .addColumn('vector', 'bytea', (col) => col.notNull())
    .addColumn('vector_layout', 'text', (col) => col.notNull())
    .addColumn('personality_id', 'text', (col) => col.notNull())
    .addColumn('education_level', 'text', (col) => col.notNull())
    .addColumn('religion_kind', 'text', (col) => col.notNull())
    .addColumn('religion_faith', 'text')
    .addColumn('politics_engaged', 'boolean', (col) => col.notNull())
    .addColumn('politics_position', 'smallint')
    .addColumn('smoker', 'boolean', (col) => col.notNull())
    .addColumn('has_children', 'boolean', (col) => col.notNull())
    .addColumn('divorced', 'boolean', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('personality_profiles_primary_key', ['user_id'])
    .addForeignKeyConstraint('personality_profiles_user_fk', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addUniqueConstraint('personality_profiles_unique_personality_id', ['personality_id'])
    .addCheckConstraint(
      'personality_profiles_personality_id_format',
      sql`personality_id ~ '^LN-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'`,
    )
    .addCheckConstraint('personality_profiles_answers_object', sql`jsonb_typeof(answers) = 'object'`)
    .addCheckConstraint(
      'personality_profiles_vector_float32s',
      sql`octet_length(vector) > 0 and octet_length(vector) % 4 = 0`,
    )
    .addCheckConstraint(
      'personality_profiles_education_level_valid',
      sql`education_level in (${literals(EDUCATION_LEVELS)})`,
    )
    .addCheckConstraint(
      'personality_profiles_religion_kind_valid',
      sql`religion_kind in ('believer', 'agnostic', 'atheist')`,
    )
    // A faith exactly for believers (coalesce: a NULL would otherwise let the CHECK pass).
    .addCheckConstraint(
      'personality_profiles_religion_faith_valid',
      sql`case when religion_kind = 'believer'
        then coalesce(religion_faith in (${literals(FAITHS)}), false)
        else religion_faith is null end`,
    )
    // -2 'Très à gauche' … 2 'Très à droite', exactly for the politically engaged.
    .addCheckConstraint(
      'personality_profiles_politics_position_valid',
      sql`case when politics_engaged
        then coalesce(politics_position between -2 and 2, false)
        else politics_position is null end`,
    )
    .execute();

  await db.schema
    .createTable('encounter_preferences')
    .addColumn('user_id', 'integer', (col) => col.notNull())
    // PRODUCT §3/§9 defaults (the contract's DEFAULT_PREFERENCES): 50 km, 18–99, no filter.
    .addColumn('max_distance', 'integer', (col) => col.notNull().defaultTo(50))
    .addColumn('age_min', 'smallint', (col) => col.notNull().defaultTo(18))
    .addColumn('age_max', 'smallint', (col) => col.notNull().defaultTo(99))
    .addColumn('political', 'text', (col) => col.notNull().defaultTo(ANY))
    .addColumn('education', sql`text[]`, (col) => col.notNull().defaultTo(textArray([ANY])))
    .addColumn('religion', 'text', (col) => col.notNull().defaultTo(ANY))
    .addColumn('exclusions', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('encounter_preferences_primary_key', ['user_id'])
    .addForeignKeyConstraint('encounter_preferences_user_fk', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    // 101 is the slider's "100 km+" (PRODUCT §9): no distance limit.
    .addCheckConstraint('encounter_preferences_max_distance_valid', sql`max_distance between 1 and 101`)
    .addCheckConstraint(
      'encounter_preferences_age_range_valid',
      sql`age_min between 18 and 99 and age_max between 18 and 99 and age_min <= age_max`,
    )
    .addCheckConstraint(
      'encounter_preferences_political_valid',
      sql`political in (${literals(POLITICAL_PREFERENCES)})`,
    )
    // <@ is false for a NULL element, so the lists hold options only.
    .addCheckConstraint(
      'encounter_preferences_education_valid',
      sql`education <@ ${textArray(EDUCATION_PREFERENCES)} and cardinality(education) <= ${sql.lit(EDUCATION_PREFERENCES.length)}`,
    )
    .addCheckConstraint(
      'encounter_preferences_religion_valid',
      sql`religion in (${literals(RELIGION_PREFERENCES)})`,
    )
    .addCheckConstraint(
      'encounter_preferences_exclusions_valid',
      sql`exclusions <@ ${textArray(SITUATION_EXCLUSIONS)} and cardinality(exclusions) <= ${sql.lit(SITUATION_EXCLUSIONS.length)}`,
    )
    .execute();

  // Every member has preferences from now on: those who signed up before this migration get the defaults.
  await sql`insert into encounter_preferences (user_id) select id from users`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['encounter_preferences', 'personality_profiles', 'user_interests']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('users').dropConstraint('users_bio_length').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('bio').execute();
}
