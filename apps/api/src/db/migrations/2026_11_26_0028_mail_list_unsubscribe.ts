import { type Kysely, sql } from 'kysely';

/**
 * A mail's unsubscribe address, for its List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058:
 * the mail client's own « Se désabonner » posts to it). Only the digest has one; null otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox add column list_unsubscribe text
    constraint mail_outbox_list_unsubscribe_length check (char_length(list_unsubscribe) <= 2000)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column list_unsubscribe`.execute(db);
}
