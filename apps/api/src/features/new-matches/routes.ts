import { newMatchesEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { perDatabase } from '../../plugins/read-your-writes';
import { NewMatchesService } from './service';

/** The new matches' calls (issue 14): their count on the chat badge, and a match seen. */
export async function newMatchesRoutes(app: App, ctx: AppContext): Promise<void> {
  const newMatchesOn = perDatabase((db) => new NewMatchesService(db, ctx.live));
  const newMatches = newMatchesOn(ctx.db);

  // The badge's poll: a replica answers (plugins/read-your-writes.ts), the member's own « seen » at once.
  route(app, newMatchesEndpoints.count, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const userId = currentUserId(request);
    return { count: await ctx.reads.read(request, (db) => newMatchesOn(db).count(userId)) };
  });

  route(app, newMatchesEndpoints.markSeen, {}, async (request) => {
    await newMatches.markSeen(currentUserId(request), request.body.userId);
    return { status: 'ok' as const };
  });
}
