import { type Kysely, sql } from 'kysely';

/**
 * Retention of inactive accounts (the privacy policy's two years): when a member was warned that
 * their account would go, and an index to find the inactive without reading every member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column inactivity_warned_at timestamptz`.execute(db);
  await sql`create index users_last_active_at on users (last_active_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_last_active_at`.execute(db);
  await sql`alter table users drop column inactivity_warned_at`.execute(db);
}
