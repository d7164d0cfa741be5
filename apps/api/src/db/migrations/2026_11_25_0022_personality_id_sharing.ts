import { type Kysely, sql } from 'kysely';

/**
 * A personality ID compares only when its holder chose to share it (issue #16): off for everyone,
 * those already issued included, until the member turns it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table personality_profiles add column id_shared boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table personality_profiles drop column id_shared`.execute(db);
}
