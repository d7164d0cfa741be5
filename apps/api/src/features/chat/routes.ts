import {
  conversationMessagesQuery,
  conversationMessagesReply,
  conversationsReply,
  countReply,
  markConversationReadRequest,
  markMatchSeenRequest,
  sendMessageReply,
  sendMessageRequest,
  statusReply,
} from '@lien/contract';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { currentUserId } from '../../plugins/authentication';
import { NewMatchesService } from './new-matches';
import { ChatService } from './service';

/**
 * Messages per member per minute: far above anyone typing, low enough that a script cannot flood a
 * match. Counted per member rather than per address: people behind one address chat independently.
 */
export const SEND_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `chat:${request.userId ?? request.ip}`,
};

/** The chat calls (SPEC §7, DESIGN's paths); every one requires a session and answers `no-store`. */
export async function chatRoutes(app: App, ctx: AppContext): Promise<void> {
  const chat = new ChatService(ctx.db, ctx.live);
  const newMatches = new NewMatchesService(ctx.db, ctx.live);

  app.get(
    '/api/conversations',
    { schema: { response: { 200: conversationsReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { conversations: await chat.conversations(currentUserId(request)) };
    },
  );

  app.get(
    '/api/conversation_messages',
    { schema: { querystring: conversationMessagesQuery, response: { 200: conversationMessagesReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { conversationID, before, limit } = request.query;
      return chat.messages(currentUserId(request), conversationID, before, limit);
    },
  );

  app.post(
    '/api/send_message',
    {
      config: { rateLimit: ctx.config.rateLimits ? SEND_RATE_LIMIT : false },
      schema: { body: sendMessageRequest, response: { 200: sendMessageReply } },
    },
    async (request) => {
      const { conversationID, messageContent } = request.body;
      return { message: await chat.send(currentUserId(request), conversationID, messageContent) };
    },
  );

  app.post(
    '/api/mark_conversation_read',
    { schema: { body: markConversationReadRequest, response: { 200: statusReply } } },
    async (request) => {
      await chat.markRead(currentUserId(request), request.body.conversationID);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/unread_messages_count',
    { schema: { response: { 200: countReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await chat.unreadCount(currentUserId(request)) };
    },
  );

  app.get('/api/new_matches_count', { schema: { response: { 200: countReply } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { count: await newMatches.count(currentUserId(request)) };
  });

  app.post(
    '/api/mark_match_seen',
    { schema: { body: markMatchSeenRequest, response: { 200: statusReply } } },
    async (request) => {
      await newMatches.markSeen(currentUserId(request), request.body.userId);
      return { status: 'ok' as const };
    },
  );
}
