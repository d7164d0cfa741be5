import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Stores one feedback. */
export async function insertFeedback(
  db: Kysely<Database>,
  feedback: { user_id: number | null; rating: number; comment: string | null },
): Promise<void> {
  await db.insertInto('feedback').values(feedback).execute();
}
