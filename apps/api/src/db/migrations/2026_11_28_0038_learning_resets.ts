import { type Kysely, sql } from 'kysely';

/**
 * « Ce que Lien a appris de vos rencontres » (issue #27): when a member last reset what Lien learned
 * from their « Vous vous êtes vus ? » answers. The learned weights themselves are not stored: they are
 * computed where they are read from the member's answers (meeting_answers) answered after this instant
 * (features/learning). One row per member who ever reset; no row means every answer counts. Erased
 * with the account (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table learning_resets (
      member_id integer not null,
      reset_at timestamptz not null default now(),
      constraint learning_resets_primary_key primary key (member_id),
      constraint learning_resets_member_fk foreign key (member_id) references users (id) on delete cascade
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table learning_resets`.execute(db);
}
