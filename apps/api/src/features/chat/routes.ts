import { chatEndpoints } from '@lien/contract';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { perDatabase } from '../../plugins/read-your-writes';
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

/**
 * The chat calls (PRODUCT §7, DESIGN's paths); every one requires a session; reads answer `no-store`.
 * The conversation list, the thread's pages and the unread count are reads a replica may answer
 * (plugins/read-your-writes.ts).
 */
export async function chatRoutes(app: App, ctx: AppContext): Promise<void> {
  const chatOn = perDatabase((db) => new ChatService(db, ctx.live));
  const chat = chatOn(ctx.db);

  route(app, chatEndpoints.conversations, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const userId = currentUserId(request);
    return { conversations: await ctx.reads.read(request, (db) => chatOn(db).conversations(userId)) };
  });

  route(app, chatEndpoints.messages, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { conversationID, before, limit } = request.query;
    const userId = currentUserId(request);
    return ctx.reads.read(request, (db) => chatOn(db).messages(userId, conversationID, before, limit));
  });

  route(
    app,
    chatEndpoints.send,
    { config: { rateLimit: ctx.config.rateLimits ? SEND_RATE_LIMIT : false } },
    async (request) => {
      const { conversationID, messageContent } = request.body;
      return { message: await chat.send(currentUserId(request), conversationID, messageContent) };
    },
  );

  route(app, chatEndpoints.markRead, {}, async (request) => {
    await chat.markRead(currentUserId(request), request.body.conversationID);
    return { status: 'ok' as const };
  });

  // Polled by every open app (the bottom bar's badge): the replicas take it, the member's own « read »
  // seen at once (read-your-writes), a message from someone else once the replica has it.
  route(app, chatEndpoints.unreadCount, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const userId = currentUserId(request);
    return { count: await ctx.reads.read(request, (db) => chatOn(db).unreadCount(userId)) };
  });
}
