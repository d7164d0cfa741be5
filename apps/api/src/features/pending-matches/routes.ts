import { pendingMatchesEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { PendingMatchesService } from './service';

/** GET /api/pending_matches (PRODUCT §2.5): the member's matches with no call planned, newest first. */
export async function pendingMatchesRoutes(app: App, ctx: AppContext): Promise<void> {
  const pendingMatches = new PendingMatchesService(ctx.db);
  route(app, pendingMatchesEndpoints.list, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { matches: await pendingMatches.list(currentUserId(request)) };
  });
}
