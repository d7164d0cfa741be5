import { type Kysely, sql } from 'kysely';

/**
 * « Vous vous êtes vus ? » (issue #27): each member's private answer about one conversation (a match),
 * asked once — after a booked video call's time has passed, or once the conversation has run for a
 * week (`asked_because`). The row is made when the question becomes due (`asked_at`), answered later
 * (`answer`, `answered_at`). The pair's compatibility per affinity category is kept with the answer
 * (`category_scores`, six figures 0–100 in QUESTION_CATEGORY_IDS order, null for a category not
 * shared), so that what Lien learns from it does not depend on the other member's account staying.
 * Never shown to the other member; erased with the member's account (cascade), kept when the other
 * deletes theirs (the conversation stays, its match_id null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table meeting_answers (
      member_id integer not null references users (id) on delete cascade,
      conversation_id integer not null references conversations (id) on delete cascade,
      asked_because text not null
        constraint meeting_answers_asked_because_valid check (asked_because in ('call', 'week')),
      asked_at timestamptz not null default now(),
      answer text
        constraint meeting_answers_answer_valid check (answer in ('again', 'no_follow_up', 'not_yet')),
      answered_at timestamptz,
      category_scores smallint[],
      constraint meeting_answers_primary_key primary key (member_id, conversation_id),
      constraint meeting_answers_answered check ((answer is null) = (answered_at is null)),
      constraint meeting_answers_scores_size check (
        category_scores is null or cardinality(category_scores) = 6
      )
    )`.execute(db);
  // The conversation's deletion cascades; the funnel and the learning read answered rows by date.
  await sql`create index meeting_answers_by_conversation on meeting_answers (conversation_id)`.execute(db);
  await sql`create index meeting_answers_by_answered_at on meeting_answers (answered_at)
    where answered_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table meeting_answers`.execute(db);
}
