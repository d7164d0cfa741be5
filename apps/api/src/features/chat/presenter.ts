import type { ChatMessage, Conversation } from '@lien/contract';
import { withoutControlCharacters } from '@lien/contract/rules';
import { chatMessages } from '@lien/contract/texts';
import { photoUrl } from '../photos/service';
import type { ConversationRow, MessageRow } from './queries';

/** A bigint id as a number: both engines read it as a number, or a BigInt past 2^53 (db/column-types.ts). */
export function toId(value: string | number | bigint): number {
  return typeof value === 'number' ? value : Number(value);
}

/** "Dupont" → "D.": the contract's participant carries the initial only. */
export function initialOf(lastName: string): string {
  const first = Array.from(lastName.trim())[0];
  return first ? `${first.toLocaleUpperCase('fr-FR')}.` : '';
}

/**
 * A message as stored: exactly as typed ("<3", "2 < 5", even "<b>" — the app shows it as text, never
 * as markup), but for line breaks as \n, no control characters (PostgreSQL's text refuses NUL; the
 * others only ever hide text) and no outer white space (PRODUCT §5).
 */
export function cleanMessage(raw: string): string {
  return withoutControlCharacters(raw.replace(/\r\n?/g, '\n')).trim();
}

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    messageID: toId(row.id),
    senderUserID: row.sender_id,
    messageContent: row.content,
    sentAt: row.sent_at.toISOString(),
  };
}

/**
 * A conversation as its member sees it: the other person's first name, initial and main photo's
 * thumbnail; once they deleted their account, "Utilisateur supprimé" and nothing else about them.
 */
export function presentConversation(row: ConversationRow): Conversation {
  const deleted = row.partner_id === null;
  return {
    conversationID: row.conversation_id,
    lastMessage: row.last_message,
    lastMessageAt: row.last_message_at?.toISOString() ?? null,
    unreadCount: row.unread_count,
    newMatch: row.new_match,
    participantDeleted: deleted,
    ended: row.ended,
    turn: row.turn,
    participant: {
      id: row.partner_id ?? 0,
      firstName: deleted ? chatMessages.deletedUser : (row.first_name ?? ''),
      lastName: deleted ? '' : initialOf(row.last_name ?? ''),
      photoUrl: !deleted && row.thumb_key ? photoUrl(row.thumb_key) : null,
      gender: deleted ? null : row.gender,
    },
  };
}
