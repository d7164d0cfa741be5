import { type Kysely, sql } from 'kysely';

/**
 * Moderation (DSA art. 16–17, issue #16): a moderator role granted from the command line only, the
 * measures a decision takes on an account (a suspension until a date, a ban, the banned address kept
 * so it cannot sign up again), the decisions with their statement of reasons, and an audit log of
 * every decision. A report is decided once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column role text not null default 'member' constraint users_role_valid check (role in ('member', 'moderator')),
      add column suspended_until timestamptz,
      add column banned_at timestamptz`.execute(db);
  await sql`
    create table banned_emails (
      email text primary key,
      banned_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table moderation_decisions (
      id serial primary key,
      report_id integer,
      member_id integer references users (id) on delete set null,
      moderator_id integer references users (id) on delete set null,
      decision text not null constraint moderation_decisions_decision_valid
        check (decision in ('dismiss', 'warn', 'suspend', 'ban')),
      statement text not null constraint moderation_decisions_statement_length
        check (char_length(statement) between 1 and 2000),
      ground text not null,
      suspended_until timestamptz,
      created_at timestamptz not null default now(),
      constraint moderation_decisions_suspension_only_for_suspend
        check ((decision = 'suspend') = (suspended_until is not null))
    )`.execute(db);
  await sql`
    create table moderation_audit (
      id serial primary key,
      moderator_id integer,
      action text not null,
      decision_id integer references moderation_decisions (id) on delete set null,
      details jsonb not null default '{}'::jsonb,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table reports add column decided_at timestamptz`.execute(db);
  // The queue: open reports (a block has no reason and asks nothing of moderation).
  await sql`create index reports_open on reports (created_at) where decided_at is null and reason is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index reports_open`.execute(db);
  await sql`alter table reports drop column decided_at`.execute(db);
  await sql`drop table moderation_audit`.execute(db);
  await sql`drop table moderation_decisions`.execute(db);
  await sql`drop table banned_emails`.execute(db);
  await sql`alter table users drop column role, drop column suspended_until, drop column banned_at`.execute(
    db,
  );
}
