import { type Kysely, sql } from 'kysely';

/**
 * The outbox becomes a durable queue: a mail is a row written by the request that wants it sent, and
 * a worker delivers it through SMTP with retries (infra/mail-queue.ts), so no request waits on the
 * mail server and no mail is lost while it is down. `next_attempt_at` is also the claim: a worker that
 * takes a row moves it into the future for as long as a delivery may take, so another instance
 * leaves it alone. Without SMTP (development), rows are written as sent: the table is the dev mailbox.
 * Rows from before this migration were all delivered to the dev outbox: they stay as sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mail_outbox
      add column status text not null default 'sent',
      add column attempts integer not null default 0,
      add column queued_at timestamptz not null default now(),
      add column next_attempt_at timestamptz not null default now(),
      add column last_error text,
      alter column sent_at drop not null,
      alter column sent_at drop default`.execute(db);
  await sql`update mail_outbox set queued_at = sent_at`.execute(db);
  await sql`alter table mail_outbox alter column status set default 'pending'`.execute(db);
  await sql`
    alter table mail_outbox
      add constraint mail_outbox_status check (status in ('pending', 'sent', 'failed')),
      add constraint mail_outbox_sent_when_sent check ((status = 'sent') = (sent_at is not null)),
      add constraint mail_outbox_attempts_range check (attempts >= 0)`.execute(db);
  // The worker's look-up: the pending mails that are due, oldest first.
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from mail_outbox where status <> 'sent'`.execute(db);
  await sql`drop index mail_outbox_due`.execute(db);
  await sql`
    alter table mail_outbox
      drop constraint mail_outbox_status,
      drop constraint mail_outbox_sent_when_sent,
      drop constraint mail_outbox_attempts_range,
      drop column status,
      drop column attempts,
      drop column queued_at,
      drop column next_attempt_at,
      drop column last_error,
      alter column sent_at set not null,
      alter column sent_at set default now()`.execute(db);
}
