import type { ChatMessage } from '@lien/contract';
import type { OutgoingMessage } from './useOutbox';

/**
 * The outgoing bubbles still worth showing. The live event of a message the member sent can arrive
 * before the reply to the send: from then on the server's copy is in the thread, and the bubble
 * being sent would show the same text twice. Each server copy (own, same text, newer than what the
 * thread held at sending) stands in for one bubble, oldest first.
 */
export function unconfirmedOutgoing(
  messages: readonly ChatMessage[],
  outgoing: OutgoingMessage[],
  ownId: number | undefined,
): OutgoingMessage[] {
  if (ownId === undefined) return outgoing;
  const claimed = new Set<number>();
  return outgoing.filter((item) => {
    if (item.status !== 'sending') return true;
    const copy = messages.find(
      (message) =>
        message.senderUserID === ownId &&
        message.messageID > item.after &&
        message.messageContent === item.content &&
        !claimed.has(message.messageID),
    );
    if (!copy) return true;
    claimed.add(copy.messageID);
    return false;
  });
}
