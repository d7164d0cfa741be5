import { likesEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { perDatabase } from '../../plugins/read-your-writes';
import { LikesService } from './service';

/**
 * The likes screen's calls (PRODUCT §7): both lists and the badge's count. The likes sent and the count
 * are reads a replica may answer (plugins/read-your-writes.ts); the likes received are read on the
 * primary, since reading them marks them seen, a write the count must see next.
 */
export async function likesRoutes(
  app: App,
  { db, reads }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const likes = perDatabase((on) => new LikesService(on));
  const received = { ...options, config: { writes: true as const } };
  route(app, likesEndpoints.received, received, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { likes: await likes(db).received(currentUserId(request)) };
  });
  route(app, likesEndpoints.sent, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = currentUserId(request);
    return { likes: await reads.read(request, (on) => likes(on).sent(viewer)) };
  });
  route(app, likesEndpoints.newCount, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = currentUserId(request);
    return { count: await reads.read(request, (on) => likes(on).newCount(viewer)) };
  });
}
