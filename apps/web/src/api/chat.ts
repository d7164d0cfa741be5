import {
  conversationMessagesReply,
  conversationsReply,
  countReply,
  MESSAGES_PAGE_SIZE,
  sendMessageReply,
  statusReply,
} from '@lien/contract';
import { request } from './client';

/** Typed chat calls (SPEC §7, DESIGN's paths): conversations, a thread's pages, sending, reading. */
export const chatApi = {
  /** Every conversation of the member (one per match), newest activity first (the server's order). */
  conversations: () => request('/api/conversations', { reply: conversationsReply }),
  /**
   * A page of a thread, oldest first within the page. Without `before` it is the newest page; with it,
   * the page of messages just older than that messageID (scrolling up).
   */
  messages: (conversationID: number, before?: number, limit = MESSAGES_PAGE_SIZE) => {
    const query = new URLSearchParams({ conversationID: String(conversationID), limit: String(limit) });
    if (before !== undefined) query.set('before', String(before));
    return request(`/api/conversation_messages?${query}`, { reply: conversationMessagesReply });
  },
  /** Sends a message; the server trims, bounds and sanitises it and answers the stored message. */
  send: (conversationID: number, messageContent: string) =>
    request('/api/send_message', {
      method: 'POST',
      body: { conversationID, messageContent },
      reply: sendMessageReply,
    }),
  /** The thread is open on screen: its messages count as read (the unread badge drops). */
  markRead: (conversationID: number) =>
    request('/api/mark_conversation_read', { method: 'POST', body: { conversationID }, reply: statusReply }),
  /** Messages received and not read yet, over every conversation (the chat badge's figure). */
  unreadCount: () => request('/api/unread_messages_count', { reply: countReply }),
  /** Matches not seen yet (no conversation opened, no notice closed): they add to the chat badge. */
  newMatchesCount: () => request('/api/new_matches_count', { reply: countReply }),
  /** The member saw their match with this person (closed its notice): it leaves the chat badge. */
  markMatchSeen: (userId: number) =>
    request('/api/mark_match_seen', { method: 'POST', body: { userId }, reply: statusReply }),
};
