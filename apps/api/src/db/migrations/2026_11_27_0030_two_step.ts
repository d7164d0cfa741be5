import { type Kysely, sql } from 'kysely';

/**
 * Two-step verification (issue #24): the member's TOTP secret, encrypted (AES-256-GCM, features/
 * two-step/secrets.ts) and never sent again after set-up; turned on once a first code confirms it
 * (`enabled_at`); the last time step accepted, so that a code is never taken twice; and the
 * one-time recovery codes, only their hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table two_step_secrets (
      user_id integer primary key references users (id) on delete cascade,
      secret_encrypted text not null,
      created_at timestamptz not null default now(),
      enabled_at timestamptz,
      last_used_step bigint,
      constraint two_step_secrets_last_step_positive check (last_used_step is null or last_used_step > 0)
    )`.execute(db);
  await sql`
    create table two_step_recovery_codes (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      constraint two_step_recovery_codes_unique unique (user_id, code_hash)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table two_step_recovery_codes`.execute(db);
  await sql`drop table two_step_secrets`.execute(db);
}
