import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Stores one feedback. */
export async function insertFeedback(
  db: Kysely<Database>,
  feedback: { user_id: number | null; rating: number; comment: string | null },
): Promise<void> {
  await db.insertInto('feedback').values(feedback).execute();
}

/** Stores one of the help's messages (migration 0029: a kind, a topic for a service). */
export async function insertHelpMessage(
  db: Kysely<Database>,
  message: {
    user_id: number;
    kind: 'support' | 'problem' | 'service';
    topic: string | null;
    comment: string;
  },
): Promise<void> {
  await db
    .insertInto('feedback')
    .values({ ...message, rating: null })
    .execute();
}

/** The member's address and first name, to answer them. */
export function findMemberContact(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirst();
}
