import { type Kysely, sql } from 'kysely';

/** Accounts, e-mail tokens, the dev mail outbox and the cities table (filled by the cities migration). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('cities')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('insee_code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('search_name', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('population', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('cities_unique_commune_zip', ['insee_code', 'zip_code'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('birth_date', 'date', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('seeking', 'text', (col) => col.notNull())
    .addColumn('city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('job_title', 'text')
    .addColumn('school', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('referral_source', 'text')
    .addColumn('is_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_active_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_gender_valid', sql`gender in ('male', 'female')`)
    .addCheckConstraint('users_seeking_valid', sql`seeking in ('male', 'female')`)
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .addUniqueConstraint('users_unique_email', ['email'])
    .execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('email_tokens_purpose_valid', sql`purpose in ('verify_email', 'reset_password')`)
    .addUniqueConstraint('email_tokens_unique_hash', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('email_tokens_by_user')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'email_tokens', 'users', 'cities']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
