import { likesEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { LikesService } from './service';

/** The likes screen's calls (PRODUCT §7): both lists and the badge's count. */
export async function likesRoutes(
  app: App,
  { db }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const likes = new LikesService(db);
  route(app, likesEndpoints.received, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { likes: await likes.received(currentUserId(request)) };
  });
  route(app, likesEndpoints.sent, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { likes: await likes.sent(currentUserId(request)) };
  });
  route(app, likesEndpoints.newCount, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { count: await likes.newCount(currentUserId(request)) };
  });
}
