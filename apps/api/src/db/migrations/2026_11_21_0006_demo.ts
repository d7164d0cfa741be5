import { type Kysely, sql } from 'kysely';

/**
 * The demo population (apps/demo): which members were made up, from which seed and index (so a
 * seeding interrupted half-way resumes where it stopped, and seeding again with the same seed adds no
 * one twice), whether they like back the members who like them, and after how long.
 *
 * Its own table rather than columns on users: the demo feature owns it, and a real account never
 * carries a flag it could be wrongly given. A demo member's account goes, this row goes with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table demo_members (
      user_id integer not null,
      seed integer not null,
      seed_index integer not null,
      likes_back boolean not null,
      reply_delay_seconds smallint not null,
      created_at timestamptz not null default now(),
      constraint demo_members_primary_key primary key (user_id),
      constraint demo_members_user_fk foreign key (user_id) references users (id) on delete cascade,
      constraint demo_members_unique_seed_index unique (seed, seed_index),
      constraint demo_members_seed_index_valid check (seed_index >= 0),
      constraint demo_members_reply_delay_valid check (reply_delay_seconds between 0 and 3600)
    )`.execute(db);
  // The like-back sweep starts from these few rows (a third of the population), every few seconds.
  await sql`create index demo_members_liking_back on demo_members (user_id) where likes_back`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_members').ifExists().execute();
}
