import { type Kysely, sql } from 'kysely';

/**
 * deck_scoring: what the deck's exact scoring reads of its hundred best candidates (their answer vector
 * and last activity), in one narrow row a member (about 560 bytes) instead of two probes into wide
 * tables: personality_profiles (the answers, several kilobytes a member) and users. At a million
 * members a deck read those 200 rows at random places, a third of its time (bench/README.md, issue
 * #28); this halves the pages it touches.
 *
 * A copy, kept by triggers inside the writing transaction: one row per questionnaire (insert and
 * update of personality_profiles; the row goes with its user), its last activity copied from users
 * when that changes (plugins/activity.ts writes it at most every few minutes a member).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deck_scoring (
      user_id integer not null,
      vector bytea not null,
      vector_layout text not null,
      last_active_at timestamptz not null,
      constraint deck_scoring_primary_key primary key (user_id),
      constraint deck_scoring_user_fk foreign key (user_id) references users (id) on delete cascade
    )`.execute(db);

  await sql`
    create function deck_scoring_copy() returns trigger language plpgsql as $$
    begin
      insert into deck_scoring (user_id, vector, vector_layout, last_active_at)
        select c.user_id, c.vector, c.vector_layout, u.last_active_at
        from copied c join users u on u.id = c.user_id
        on conflict on constraint deck_scoring_primary_key do update
          set (vector, vector_layout) = (excluded.vector, excluded.vector_layout)
          where (deck_scoring.vector, deck_scoring.vector_layout)
            is distinct from (excluded.vector, excluded.vector_layout);
      return null;
    end $$`.execute(db);
  await sql`create trigger deck_scoring_questionnaire_inserted after insert on personality_profiles
    referencing new table as copied for each statement execute function deck_scoring_copy()`.execute(db);
  await sql`create trigger deck_scoring_questionnaire_updated after update on personality_profiles
    referencing new table as copied for each statement execute function deck_scoring_copy()`.execute(db);

  await sql`
    create function deck_scoring_activity() returns trigger language plpgsql as $$
    begin
      update deck_scoring set last_active_at = new.last_active_at where user_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger deck_scoring_activity after update of last_active_at on users
    for each row when (new.last_active_at is distinct from old.last_active_at)
    execute function deck_scoring_activity()`.execute(db);

  await sql`
    insert into deck_scoring (user_id, vector, vector_layout, last_active_at)
      select p.user_id, p.vector, p.vector_layout, u.last_active_at
      from personality_profiles p join users u on u.id = p.user_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger deck_scoring_activity on users`.execute(db);
  await sql`drop trigger deck_scoring_questionnaire_updated on personality_profiles`.execute(db);
  await sql`drop trigger deck_scoring_questionnaire_inserted on personality_profiles`.execute(db);
  await sql`drop function deck_scoring_activity()`.execute(db);
  await sql`drop function deck_scoring_copy()`.execute(db);
  await sql`drop table deck_scoring`.execute(db);
}
