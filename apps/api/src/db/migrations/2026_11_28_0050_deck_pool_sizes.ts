import { type Kysely, sql } from 'kysely';

/**
 * deck_pool_sizes: how many of the deck's 64 shards each viewer's pool took at their last deck (a
 * hint, never a rule: deck/pool-hints.ts). Kept by an instance in its memory until now, so a member's
 * first deck on each instance, and every member's after a restart, ranked their own shard first to
 * learn the area's density, then the rest: two queries where one does (issue #28). Written on the
 * primary when the size changes, read with the viewer's row; it goes with its member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deck_pool_sizes (
      user_id integer not null,
      shards smallint not null,
      constraint deck_pool_sizes_primary_key primary key (user_id),
      constraint deck_pool_sizes_user_fk foreign key (user_id) references users (id) on delete cascade,
      constraint deck_pool_sizes_shards check (shards between 1 and 64)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table deck_pool_sizes`.execute(db);
}
