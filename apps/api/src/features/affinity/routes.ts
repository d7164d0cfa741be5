import { affinityEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { AffinityService } from './service';

/** Comparisons per address: enough to try a few IDs by hand, too few to walk through them. */
export const AFFINITY_RATE_LIMIT = { max: 30, timeWindow: '15 minutes' };

/** The affinity calls: the member's own personality ID and its sharing, and the comparison with another's. */
export async function affinityRoutes(app: App, { db, config }: AppContext): Promise<void> {
  const service = new AffinityService(db);

  route(app, affinityEndpoints.myId, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.myPersonalityId(currentUserId(request));
  });

  route(app, affinityEndpoints.sharing, {}, async (request) => ({
    shared: await service.share(currentUserId(request), request.body.shared),
  }));

  route(
    app,
    affinityEndpoints.compare,
    { config: { rateLimit: config.rateLimits ? AFFINITY_RATE_LIMIT : false } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.compare(currentUserId(request), request.query.partnerId);
    },
  );
}
