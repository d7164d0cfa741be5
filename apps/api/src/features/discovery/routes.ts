import type { App, AppContext } from '../../context';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { perDatabase } from '../../plugins/read-your-writes';
import { PoolShardHints } from './deck/pool-hints';
import { deckRoutes } from './deck/routes';
import { DeckService } from './deck/service';
import { swipeRoutes } from './swipes/routes';
import type { SwipeService } from './swipes/service';

/**
 * Discovery (PRODUCT §2.5, §7): the deck, its widening, swipes and matches. Every call requires a
 * session; the member is always the session's, never the body's. `swipes` is the app's one swipe
 * service (services.ts), which the demo world's likes go through too.
 */
export async function discoveryRoutes(
  app: App,
  { db, reads, metrics }: AppContext,
  swipes: SwipeService,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const hints = new PoolShardHints(db);
  deckRoutes(
    app,
    reads,
    perDatabase((db) => new DeckService(db, { deckBuilt: metrics?.deckBuilt, hints })),
    options,
  );
  swipeRoutes(app, swipes, options);
}
