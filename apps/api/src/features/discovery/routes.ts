import type { App, AppContext } from '../../context';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { deckRoutes } from './deck/routes';
import { DeckService } from './deck/service';
import { swipeRoutes } from './swipes/routes';
import { SwipeService } from './swipes/service';
import { swipeNotifier } from './swipes/swipe-events';

/**
 * Discovery (SPEC §2.5, §7): the deck, its widening, swipes and matches. Every call requires a
 * session; the member is always the session's, never the body's.
 */
export async function discoveryRoutes(
  app: App,
  { db, live }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  deckRoutes(app, new DeckService(db), options);
  swipeRoutes(app, new SwipeService(db, swipeNotifier(db, live, app.log)), options);
}
