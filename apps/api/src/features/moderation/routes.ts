import { appealEndpoints, moderationEndpoints } from '@lien/contract';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { authRateLimits } from '../../plugins/rate-limit';
import { funnelCounts } from '../funnel/queries';
import { lastWeeks } from '../funnel/weeks';
import { AppealsService } from './appeals';
import { ModerationService } from './service';
import { transparencyCsv, transparencyReport } from './transparency';

/**
 * The moderation console's calls, each checking the moderator role first, and the appeal page's two
 * public calls, rate-limited per address (their token is a secret someone could try to guess).
 */
/** How many weeks « Statistiques » shows. */
const FUNNEL_WEEKS = 8;

export async function moderationRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new ModerationService(ctx, app.log);
  const appeals = new AppealsService(ctx, app.log);
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

  route(app, moderationEndpoints.appeals, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { appeals: await appeals.queue(currentUserId(request)) };
  });

  // « Statistiques » (issue #27): the console's weeks, read one after the other (eight small reads).
  route(app, moderationEndpoints.funnel, options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const weeks = [];
    for (const week of lastWeeks(FUNNEL_WEEKS)) {
      weeks.push({ monday: week.monday, ...(await funnelCounts(ctx.db, week)) });
    }
    return { weeks };
  });

  // The transparency report (DSA art. 15 and 24, issue #29): as the console's page reads it, and as a
  // CSV file to download.
  route(app, moderationEndpoints.transparency, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return transparencyReport(ctx.db, request.query);
  });
  route(app, moderationEndpoints.transparencyCsv, options, async (request, reply) => {
    const { from, to } = request.query;
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="lien-transparence-${from}-${to}.csv"`);
    return transparencyCsv(await transparencyReport(ctx.db, request.query));
  });

  route(app, moderationEndpoints.reviewAppeal, options, async (request) => {
    await appeals.review(currentUserId(request), request.body);
    return { status: 'ok' as const };
  });

  const rateLimit = ctx.config.rateLimits ? authRateLimits.appeal : (false as const);
  const limited = { config: { rateLimit } };
  route(app, appealEndpoints.status, limited, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return appeals.status(request.body.token);
  });
  route(app, appealEndpoints.appeal, limited, async (request) => {
    await appeals.appeal(request.body);
    return { status: 'ok' as const };
  });
}
