import { type Kysely, sql } from 'kysely';

/**
 * Blocking becomes its own action beside reporting: a block is a `reports` row without a reason. It
 * hides the two members from each other exactly as a report does (every read of `reports` already
 * does), asks nothing of moderation, and is lifted the same way, into `lifted_reports`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports alter column reason drop not null`.execute(db);
  await sql`alter table lifted_reports alter column reason drop not null`.execute(db);
}

/** Back to reports only: a block becomes a report of no moderation interest, which it cannot be; dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from reports where reason is null`.execute(db);
  await sql`delete from lifted_reports where reason is null`.execute(db);
  await sql`alter table reports alter column reason set not null`.execute(db);
  await sql`alter table lifted_reports alter column reason set not null`.execute(db);
}
