import type { preHandlerAsyncHookHandler } from 'fastify';
import type { App, AppContext } from '../../context';
import { activityToucher } from './activity';
import { deckRoutes } from './deck/routes';
import { DeckService } from './deck/service';
import { likesRoutes } from './likes/routes';
import { LikesService } from './likes/service';
import { profileViewRoutes } from './profile-view/routes';
import { ProfileViewService } from './profile-view/service';
import { reportRoutes } from './reports/routes';
import { ReportsService } from './reports/service';
import { swipeRoutes } from './swipes/routes';
import type { SwipeService } from './swipes/service';
import { Visibility } from './visibility/service';

/** Route options every discovery call shares: noting the member's activity after authentication. */
export interface DiscoveryRouteOptions {
  preHandler: preHandlerAsyncHookHandler;
}

/**
 * Discovery (SPEC §2.5, §7): the deck, swipes and matches, likes received and sent, the profile view
 * and reports. Every call requires a session; the member is always the session's, never the body's.
 * `swipes` is the app's one swipe service (services.ts), which the demo world's likes go through too.
 */
export async function discoveryRoutes(app: App, { db }: AppContext, swipes: SwipeService): Promise<void> {
  const deck = new DeckService(db);
  const visibility = new Visibility(db, deck);
  const touch = activityToucher(db);
  const options: DiscoveryRouteOptions = { preHandler: async (request) => touch(request) };

  deckRoutes(app, deck, options);
  swipeRoutes(app, swipes, options);
  likesRoutes(app, new LikesService(db), options);
  profileViewRoutes(app, new ProfileViewService(db, visibility), options);
  reportRoutes(app, new ReportsService(db, visibility), options);
}
