import {
  conversationMessagesQuery,
  conversationMessagesReply,
  conversationsReply,
  markConversationReadRequest,
  sendMessageReply,
  sendMessageRequest,
} from '../chat';
import { statusReply } from '../common';
import { countReply } from '../discovery';
import { endpoint } from '../endpoint';

/** The chat calls (PRODUCT §7): conversations, a thread's pages, sending, reading, the unread badge's figure. */
export const chatEndpoints = {
  /** Every conversation of the member (one per match), newest activity first. */
  conversations: endpoint({ method: 'GET', path: '/api/conversations', reply: conversationsReply }),
  /**
   * A page of a thread, oldest first within the page. Without `before` it is the newest page; with it,
   * the page of messages just older than that messageID (scrolling up).
   */
  messages: endpoint({
    method: 'GET',
    path: '/api/conversation_messages',
    query: conversationMessagesQuery,
    reply: conversationMessagesReply,
  }),
  /** Sends a message; the server trims, bounds and sanitises it and answers the stored message. */
  send: endpoint({
    method: 'POST',
    path: '/api/send_message',
    body: sendMessageRequest,
    reply: sendMessageReply,
  }),
  /** The thread is open on screen: its messages count as read (the unread badge drops). */
  markRead: endpoint({
    method: 'POST',
    path: '/api/mark_conversation_read',
    body: markConversationReadRequest,
    reply: statusReply,
  }),
  /** Messages received and not read yet, over every conversation (the chat badge's figure). */
  unreadCount: endpoint({ method: 'GET', path: '/api/unread_messages_count', reply: countReply }),
};
