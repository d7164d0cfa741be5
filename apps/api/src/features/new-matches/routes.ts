import { newMatchesEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { NewMatchesService } from './service';

/** The new matches' calls (issue 14): their count on the chat badge, and a match seen. */
export async function newMatchesRoutes(app: App, ctx: AppContext): Promise<void> {
  const newMatches = new NewMatchesService(ctx.db, ctx.live);

  route(app, newMatchesEndpoints.count, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { count: await newMatches.count(currentUserId(request)) };
  });

  route(app, newMatchesEndpoints.markSeen, {}, async (request) => {
    await newMatches.markSeen(currentUserId(request), request.body.userId);
    return { status: 'ok' as const };
  });
}
