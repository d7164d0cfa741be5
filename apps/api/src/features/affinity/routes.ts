import { affinityQuery, affinityReply, myPersonalityIdReply } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { currentUserId } from '../../plugins/authentication';
import { AffinityService } from './service';

/** GET /api/affinity/me and GET /api/affinity?partnerId= (DESIGN's calls beyond the spec). */
export async function affinityRoutes(app: App, { db }: AppContext): Promise<void> {
  const service = new AffinityService(db);

  app.get(
    '/api/affinity/me',
    { schema: { response: { 200: myPersonalityIdReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { personalityId: await service.myPersonalityId(currentUserId(request)) };
    },
  );

  app.get(
    '/api/affinity',
    { schema: { querystring: affinityQuery, response: { 200: affinityReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.compare(currentUserId(request), request.query.partnerId);
    },
  );
}
