import { type Kysely, sql } from 'kysely';

/**
 * The age of each queue's oldest waiting row, read by every Prometheus scrape (features/metrics): one
 * index entry each rather than a pass over the waiting rows. The mail index holds the pending mails
 * only (sent ones are most of the table); every row of push_outbox is waiting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index mail_outbox_pending_age on mail_outbox (queued_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index push_outbox_age on push_outbox (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index push_outbox_age`.execute(db);
  await sql`drop index mail_outbox_pending_age`.execute(db);
}
