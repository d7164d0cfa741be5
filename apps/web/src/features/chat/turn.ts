import type { ChatMessage, ConversationTurn } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';

/**
 * « À vous de jouer » (issue #27) in the browser. The server says whose turn it is (the list, a
 * thread's pages: API `chat/turns.ts`); a message heard or sent since turns it: the other person's
 * makes it the member's, the member's own makes it theirs. A message with no sender (a deleted
 * account's) leaves nobody to answer.
 */
export function turnAfter(
  message: Pick<ChatMessage, 'senderUserID'>,
  ownId: number | undefined,
): ConversationTurn {
  if (message.senderUserID === null) return null;
  return message.senderUserID === ownId ? 'theirs' : 'yours';
}

/** What the list and the thread say of the turn; nothing before the first message. */
export function turnText(turn: ConversationTurn): string | null {
  if (turn === 'yours') return chatMessages.yourTurn;
  if (turn === 'theirs') return chatMessages.theirTurn;
  return null;
}
