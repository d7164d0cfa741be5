import type { ChatMessage, Conversation } from '@lien/contract';

/** The signed-in member of the tests (`signIn()` stores user 7). */
export const ME = 7;

/** A conversation as GET /api/conversations answers it, with the fields a test cares about replaced. */
export function conversation(
  conversationID: number,
  firstName: string,
  overrides: Partial<Conversation> = {},
): Conversation {
  return {
    conversationID,
    lastMessage: null,
    lastMessageAt: null,
    unreadCount: 0,
    // Unseen until a message is written, unless the test says otherwise (the badge's rule).
    newMatch: overrides.lastMessage === undefined || overrides.lastMessage === null,
    participantDeleted: false,
    ended: false,
    // Nobody's turn unless the test says so: the lists of other tests are not about it.
    turn: null,
    participant: {
      id: 100 + conversationID,
      firstName,
      lastName: 'D.',
      photoUrl: `/photos/${conversationID}.webp`,
      gender: 'female',
    },
    ...overrides,
  };
}

/** A message as the contract describes it; `sender` defaults to the other person. */
export function chatMessage(
  messageID: number,
  messageContent: string,
  sentAt: string,
  sender: number | null = 500,
): ChatMessage {
  return { messageID, senderUserID: sender, messageContent, sentAt };
}
