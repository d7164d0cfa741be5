import { discoveryEndpoints } from '@lien/contract';
import type { App } from '../../../context';
import { route } from '../../../endpoint-route';
import { currentUserId } from '../../../plugins/authentication';
import type { DiscoveryRouteOptions } from '../routes';
import type { LikesService } from './service';

/** The likes screen's calls (SPEC §7): both lists and the badge's count. */
export function likesRoutes(app: App, likes: LikesService, options: DiscoveryRouteOptions): void {
  route(app, discoveryEndpoints.likesReceived, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { likes: await likes.received(currentUserId(request)) };
  });
  route(app, discoveryEndpoints.likesSent, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { likes: await likes.sent(currentUserId(request)) };
  });
  route(app, discoveryEndpoints.newLikesCount, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { count: await likes.newCount(currentUserId(request)) };
  });
}
