import { discoveryEndpoints } from '@lien/contract';
import type { App } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import type { DailyPickService } from './service';

/** GET /api/daily_pick (issue #26): the session's member's pick of the Paris day, or none. */
export function dailyPickRoutes(app: App, picks: DailyPickService, options: ActiveMemberRouteOptions): void {
  route(app, discoveryEndpoints.dailyPick, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return picks.todaysPick(currentUserId(request));
  });
}
