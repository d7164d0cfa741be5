import { discoveryEndpoints } from '@lien/contract';
import type { App } from '../../../context';
import { route } from '../../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../../plugins/activity';
import { currentUserId } from '../../../plugins/authentication';
import type { SwipeService } from './service';

/** POST /api/swipe { swipedUserId, like, superLike? } → { match }. */
export function swipeRoutes(app: App, swipes: SwipeService, options: ActiveMemberRouteOptions): void {
  route(app, discoveryEndpoints.swipe, options, async (request) => ({
    match: await swipes.swipe(currentUserId(request), request.body),
  }));
}
