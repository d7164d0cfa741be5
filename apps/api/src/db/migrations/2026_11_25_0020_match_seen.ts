import { type Kysely, sql } from 'kysely';

/**
 * A match's "seen" mark, on each member's side of its conversation (issue 14): null until the member
 * opened the conversation or closed the match's notice. The chat badge counts the unseen ones.
 *
 * Matches made before this migration are marked seen when they were made: their members have long
 * known of them, and a badge full of old matches would announce nothing new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table conversation_members add column match_seen_at timestamptz`.execute(db);
  await sql`
    update conversation_members me set match_seen_at = c.created_at
    from conversations c where c.id = me.conversation_id`.execute(db);
  // The badge's count: only the few unseen rows of a member are read.
  await sql`
    create index conversation_members_unseen_match on conversation_members (user_id)
    where match_seen_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists conversation_members_unseen_match`.execute(db);
  await sql`alter table conversation_members drop column if exists match_seen_at`.execute(db);
}
