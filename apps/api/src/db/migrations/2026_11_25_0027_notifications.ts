import { type Kysely, sql } from 'kysely';

/**
 * Notifications (issue #17): each device's push subscription (a member may have several), the
 * member's choices (saved on the server so every device reads them), the pushes waiting to be sent
 * (a durable queue: a push is a row written when the event happens, sent by a worker), and when the
 * last e-mail digest went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_subscriptions (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      endpoint text not null constraint push_subscriptions_endpoint_length check (char_length(endpoint) <= 1000),
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null default now(),
      constraint push_subscriptions_endpoint_unique unique (endpoint)
    )`.execute(db);
  await sql`create index push_subscriptions_by_user on push_subscriptions (user_id)`.execute(db);
  await sql`
    create table notification_preferences (
      user_id integer primary key references users (id) on delete cascade,
      messages boolean not null default true,
      matches boolean not null default true,
      calls boolean not null default true,
      email_digest boolean not null default true,
      last_digest_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table push_outbox (
      id bigserial primary key,
      user_id integer not null references users (id) on delete cascade,
      kind text not null constraint push_outbox_kind_valid check (kind in ('match', 'message', 'call')),
      payload jsonb not null,
      created_at timestamptz not null default now(),
      next_attempt_at timestamptz not null default now(),
      attempts integer not null default 0
    )`.execute(db);
  await sql`create index push_outbox_due on push_outbox (next_attempt_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table push_outbox`.execute(db);
  await sql`drop table notification_preferences`.execute(db);
  await sql`drop table push_subscriptions`.execute(db);
}
