import { type Kysely, sql } from 'kysely';

/**
 * The job runner's schedule (infra/jobs): one row a scheduled job, shared by every instance. A run is
 * claimed by a conditional write of `locked_until` (one instance at a time), counts its attempt, and
 * sets the next `run_after`: the schedule's next time after a success, a back-off after a failure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_schedules (
      name text primary key,
      run_after timestamptz not null default now(),
      locked_until timestamptz,
      attempts integer not null default 0,
      last_error text,
      last_finished_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table job_schedules`.execute(db);
}
