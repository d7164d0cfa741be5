import type { ChatMessage } from '@lien/contract';

/** A thread's messages as the server knows them, oldest first, and how much more there is. */
export type ThreadState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; messages: ChatMessage[]; hasMore: boolean; loadingOlder: boolean };

/**
 * Adds messages to a thread once each, in server order (messageIDs grow with time): the same message
 * can come from the send reply, the live event and a catch-up fetch.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((message) => message.messageID));
  const added = incoming.filter((message) => !known.has(message.messageID));
  if (added.length === 0) return current;
  return [...current, ...added].sort((a, b) => a.messageID - b.messageID);
}

/** The pages of a thread (newest first, as they were fetched) and the messages heard since, as one list. */
export function threadMessages(pages: readonly { messages: ChatMessage[] }[], live: ChatMessage[]) {
  let messages: ChatMessage[] = [];
  for (const page of pages) messages = mergeMessages(messages, page.messages);
  return mergeMessages(messages, live);
}
