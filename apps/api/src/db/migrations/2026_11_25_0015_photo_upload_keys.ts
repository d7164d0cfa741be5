import { type Kysely, sql } from 'kysely';

/**
 * The key a client sends with an upload (`Idempotency-Key`, one per photo chosen, the same on a
 * retry): a retried upload whose first try was stored after all answers that photo instead of making
 * a second one. Unique per member, so two tries at once make one row; null for uploads without a key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table photos add column upload_key text`.execute(db);
  await sql`
    alter table photos
      add constraint photos_upload_key_format check (upload_key ~ '^[A-Za-z0-9_-]{8,80}$'),
      add constraint photos_unique_upload_key unique (user_id, upload_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table photos drop column upload_key`.execute(db);
}
