import { endingsEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { EndingsService } from './service';

/** « Mettre fin à la conversation » (issue #27). */
export async function endingsRoutes(
  app: App,
  { db, live }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const endings = new EndingsService(db, live);

  route(app, endingsEndpoints.end, options, async (request) => {
    await endings.end(currentUserId(request), request.body.conversationID);
    return { status: 'ok' as const };
  });
}
