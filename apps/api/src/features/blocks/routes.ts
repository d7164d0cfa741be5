import { blockMessages, blocksEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { visibilityOf } from '../discovery/visibility/service';
import { ReportsService } from '../reports/service';
import { BlocksService } from './service';

/** Blocking a profile, and the privacy screen's list of the members blocked or reported, unblocked one by one. */
export async function blocksRoutes(
  app: App,
  { db }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const blocks = new BlocksService(db, new ReportsService(db, visibilityOf(db)));

  route(app, blocksEndpoints.block, options, async (request) => {
    await blocks.block(currentUserId(request), request.body.userId);
    return { status: 'ok' as const, message: blockMessages.blocked };
  });

  route(app, blocksEndpoints.blocked, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { profiles: await blocks.blocked(currentUserId(request)) };
  });

  route(app, blocksEndpoints.unblock, options, async (request) => {
    await blocks.unblock(currentUserId(request), request.body.userId);
    return { status: 'ok' as const, message: blockMessages.unblocked };
  });
}
