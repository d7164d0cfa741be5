import { type Kysely, sql } from 'kysely';

/**
 * The living demo world (apps/demo), outside production only.
 *
 * demo_members gains what each made-up member does beyond liking back: whether they sometimes like a
 * newcomer first, whether their card shows the verified badge (users.is_verified stays true for all of
 * them: it is the verified e-mail the deck requires, not the badge), and how many messages they answer
 * in a conversation before falling silent. Members seeded before this migration get a share of each,
 * drawn from their id. Members made near a newcomer carry the seed -(newcomer's id): populations have
 * seeds of 0 and above.
 *
 * demo_arrivals: one row per real member the world noticed finishing onboarding. The row is the claim
 * on the work their arrival calls for, so that several instances never do it twice: building their
 * neighbourhood (a lease while an instance builds, a date once built) and the likes demo members give
 * them first (how many are left and when the next is due; the due time doubles as the lease while an
 * instance gives one).
 *
 * demo_replies: one row per member's message a demo member answers, the claim of the instance writing
 * the answer (a lease), then the time it was sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table demo_members
      add column likes_first boolean not null default false,
      add column verified_badge boolean not null default true,
      add column replies_max smallint not null default 4,
      add constraint demo_members_replies_max_valid check (replies_max between 0 and 20)`.execute(db);
  // About three in five show the badge, two in five like first, three to five answers each.
  await sql`
    update demo_members set
      verified_badge = (hashint4(user_id) & 7) < 5,
      likes_first = ((hashint4(user_id) >> 3) & 7) < 3,
      replies_max = 3 + ((hashint4(user_id) >> 6) & 255) % 3`.execute(db);
  await sql`create index demo_members_liking_first on demo_members (user_id) where likes_first`.execute(db);

  await sql`
    create table demo_arrivals (
      user_id integer not null,
      noticed_at timestamptz not null default now(),
      neighbourhood_claimed_until timestamptz,
      neighbourhood_done_at timestamptz,
      neighbours_made integer not null default 0,
      first_likes_left smallint not null,
      next_first_like_at timestamptz not null,
      constraint demo_arrivals_primary_key primary key (user_id),
      constraint demo_arrivals_user_fk foreign key (user_id) references users (id) on delete cascade,
      constraint demo_arrivals_first_likes_valid check (first_likes_left between 0 and 50),
      constraint demo_arrivals_neighbours_valid check (neighbours_made >= 0)
    )`.execute(db);
  await sql`create index demo_arrivals_first_likes_due on demo_arrivals (next_first_like_at)
    where first_likes_left > 0`.execute(db);
  await sql`create index demo_arrivals_neighbourhood_todo on demo_arrivals (noticed_at)
    where neighbourhood_done_at is null`.execute(db);

  await sql`
    create table demo_replies (
      message_id bigint not null,
      claimed_until timestamptz not null,
      answered_at timestamptz,
      constraint demo_replies_primary_key primary key (message_id),
      constraint demo_replies_message_fk foreign key (message_id) references messages (id) on delete cascade
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table demo_replies`.execute(db);
  await sql`drop table demo_arrivals`.execute(db);
  await sql`drop index demo_members_liking_first`.execute(db);
  await sql`
    alter table demo_members
      drop constraint demo_members_replies_max_valid,
      drop column replies_max,
      drop column verified_badge,
      drop column likes_first`.execute(db);
}
