import { waitingEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { WaitingService } from './service';

/** « Quelques personnes attendent votre réponse » (issue #27): the list, and passing it for the day. */
export async function waitingRoutes(
  app: App,
  { db }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const waiting = new WaitingService(db);

  route(app, waitingEndpoints.list, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return waiting.of(currentUserId(request));
  });

  route(app, waitingEndpoints.pass, options, async (request) => {
    await waiting.pass(currentUserId(request));
    return { status: 'ok' as const };
  });
}
