import { swipeReply, swipeRequest } from '@lien/contract';
import type { App } from '../../../context';
import { currentUserId } from '../../../plugins/authentication';
import type { DiscoveryRouteOptions } from '../routes';
import type { SwipeService } from './service';

/** POST /api/swipe { swipedUserId, like, superLike? } → { match }. */
export function swipeRoutes(app: App, swipes: SwipeService, options: DiscoveryRouteOptions): void {
  app.post(
    '/api/swipe',
    { ...options, schema: { body: swipeRequest, response: { 200: swipeReply } } },
    async (request) => ({ match: await swipes.swipe(currentUserId(request), request.body) }),
  );
}
