import { moderationEndpoints } from '@lien/contract';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { ModerationService } from './service';

/** The moderation console's calls: each one checks the moderator role first. */
export async function moderationRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new ModerationService(ctx, app.log);
  const options = {
    preHandler: async (request: FastifyRequest) => service.requireModerator(currentUserId(request)),
  };

  route(app, moderationEndpoints.queue, options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { reports: await service.queue() };
  });

  route(app, moderationEndpoints.report, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.report(request.params.id);
  });

  route(app, moderationEndpoints.decide, options, async (request) => ({
    decisionId: await service.decide(currentUserId(request), request.body),
  }));
}
