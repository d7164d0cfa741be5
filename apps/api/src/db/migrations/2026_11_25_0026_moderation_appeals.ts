import { type Kysely, sql } from 'kysely';

/**
 * Appeals (DSA art. 20, issue #16): each statement of reasons carries a single-use link (only its hash
 * is kept) through which the member, who may no longer sign in, contests the decision; a moderator
 * other than the decision's author upholds or reverses it. A partial index serves the restricted
 * members the deck and the likes leave out (moderation_withheld, features/moderation/database.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table moderation_appeals (
      id serial primary key,
      decision_id integer not null
        constraint moderation_appeals_decision references moderation_decisions (id) on delete cascade,
      token_hash text not null constraint moderation_appeals_token_unique unique,
      expires_at timestamptz not null,
      text text constraint moderation_appeals_text_length check (char_length(text) between 1 and 2000),
      appealed_at timestamptz,
      outcome text constraint moderation_appeals_outcome_valid check (outcome in ('uphold', 'reverse')),
      reviewer_id integer constraint moderation_appeals_reviewer references users (id) on delete set null,
      review_statement text constraint moderation_appeals_review_length
        check (char_length(review_statement) between 1 and 2000),
      reviewed_at timestamptz,
      constraint moderation_appeals_text_when_appealed check ((text is null) = (appealed_at is null)),
      constraint moderation_appeals_review_complete
        check ((outcome is null) = (reviewed_at is null) and (outcome is null) = (review_statement is null)),
      constraint moderation_appeals_review_after_appeal check (outcome is null or appealed_at is not null)
    )`.execute(db);
  await sql`create index moderation_appeals_open on moderation_appeals (appealed_at)
    where appealed_at is not null and outcome is null`.execute(db);
  await sql`create index moderation_appeals_by_decision on moderation_appeals (decision_id)`.execute(db);
  await sql`create index users_restricted on users (id)
    where banned_at is not null or suspended_until is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_restricted`.execute(db);
  await sql`drop table moderation_appeals`.execute(db);
}
