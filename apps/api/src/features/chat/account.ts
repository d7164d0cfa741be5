import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What account deletion does to the chat (issue 6), explicit so that it holds whether the account row
 * is deleted (the foreign keys do the same) or kept anonymised: the member's messages stay in their
 * conversations, unsigned (sender null), for the person they wrote to; each conversation shows that
 * person "Utilisateur supprimé" and refuses new messages; the member's own places and read marks go,
 * and a conversation nobody is left in goes with its messages (trigger chat_members_deleted).
 * Call it inside the deletion's transaction.
 */
export async function leaveConversations(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('messages').set({ sender_id: null }).where('sender_id', '=', userId).execute();
  await db
    .updateTable('conversation_members')
    .set({ partner_id: null })
    .where('partner_id', '=', userId)
    .execute();
  await db.deleteFrom('conversation_members').where('user_id', '=', userId).execute();
}
