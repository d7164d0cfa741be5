import { countReply, likesReply } from '@lien/contract';
import type { App } from '../../../context';
import { currentUserId } from '../../../plugins/authentication';
import type { DiscoveryRouteOptions } from '../routes';
import type { LikesService } from './service';

/** The likes screen's calls (SPEC §7): both lists and the badge's count. */
export function likesRoutes(app: App, likes: LikesService, options: DiscoveryRouteOptions): void {
  const schema = { response: { 200: likesReply } };
  app.get('/api/likes_received', { ...options, schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { likes: await likes.received(currentUserId(request)) };
  });
  app.get('/api/likes_sent', { ...options, schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { likes: await likes.sent(currentUserId(request)) };
  });
  app.get(
    '/api/new_likes_count',
    { ...options, schema: { response: { 200: countReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await likes.newCount(currentUserId(request)) };
    },
  );
}
