import { chatEndpoints, MESSAGES_PAGE_SIZE, newMatchesEndpoints } from '@lien/contract';
import { call } from './call';

/** The chat calls as the contract declares them (SPEC §7): conversations, a thread's pages, sending, reading. */
export const chatApi = {
  conversations: () => call(chatEndpoints.conversations),
  /** Without `before`, the newest page; with it, the page just older than that messageID. */
  messages: (conversationID: number, before?: number, limit = MESSAGES_PAGE_SIZE) =>
    call(chatEndpoints.messages, { query: { conversationID, before, limit } }),
  send: (conversationID: number, messageContent: string) =>
    call(chatEndpoints.send, { body: { conversationID, messageContent } }),
  markRead: (conversationID: number) => call(chatEndpoints.markRead, { body: { conversationID } }),
  unreadCount: () => call(chatEndpoints.unreadCount),
  newMatchesCount: () => call(newMatchesEndpoints.count),
  markMatchSeen: (userId: number) => call(newMatchesEndpoints.markSeen, { body: { userId } }),
};
