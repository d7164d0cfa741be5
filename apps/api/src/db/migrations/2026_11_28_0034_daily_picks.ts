import { type Kysely, sql } from 'kysely';

/**
 * « Le choix du jour » (issue #26): each member's pick of a Paris day (one a member a day), and the
 * record that a region's run of that day finished, written in the same transaction as the region's
 * picks: a run cut in the middle leaves neither, a run that finished leaves both, so the job never
 * loses nor doubles a region's picks, and a second instance that tries the region finds its record
 * (or waits on its key until the first commits) and skips it. A member's picks go with their account;
 * a pick whose account is deleted leaves the day's row without it (pick_id null), so the member is not
 * given another that day. The member's choice of being told of their pick joins their notification
 * choices, and the push queue learns the kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_picks (
      day date not null,
      member_id integer not null references users (id) on delete cascade,
      pick_id integer references users (id) on delete set null,
      compatibility smallint not null
        constraint daily_picks_compatibility_range check (compatibility between 0 and 100),
      mutual boolean not null,
      announced_at timestamptz,
      created_at timestamptz not null default now(),
      constraint daily_picks_primary_key primary key (member_id, day),
      constraint daily_picks_not_self check (member_id <> pick_id)
    )`.execute(db);
  // The cascade from the picked member's deletion, and the job's sweep of old days.
  await sql`create index daily_picks_by_pick on daily_picks (pick_id)`.execute(db);
  await sql`create index daily_picks_by_day on daily_picks (day)`.execute(db);
  await sql`
    create table daily_pick_runs (
      day date not null,
      region text not null,
      picks integer not null,
      finished_at timestamptz not null default now(),
      constraint daily_pick_runs_primary_key primary key (day, region)
    )`.execute(db);
  await sql`alter table notification_preferences add column daily_pick boolean not null default true`.execute(
    db,
  );
  await sql`alter table push_outbox drop constraint push_outbox_kind_valid`.execute(db);
  await sql`alter table push_outbox add constraint push_outbox_kind_valid
    check (kind in ('match', 'message', 'call', 'daily_pick'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from push_outbox where kind = 'daily_pick'`.execute(db);
  await sql`alter table push_outbox drop constraint push_outbox_kind_valid`.execute(db);
  await sql`alter table push_outbox add constraint push_outbox_kind_valid
    check (kind in ('match', 'message', 'call'))`.execute(db);
  await sql`alter table notification_preferences drop column daily_pick`.execute(db);
  await sql`drop table daily_pick_runs`.execute(db);
  await sql`drop table daily_picks`.execute(db);
}
