import { discoveryEndpoints } from '@lien/contract';
import type { App } from '../../../context';
import { route } from '../../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../../plugins/activity';
import { currentUserId } from '../../../plugins/authentication';
import type { DeckService } from './service';

/**
 * GET /api/swipe_profiles?offset=0&limit=10 (DESIGN's path for "get swipe profiles"), and
 * GET /api/deck_widening, what the empty deck offers to widen it.
 */
export function deckRoutes(app: App, deck: DeckService, options: ActiveMemberRouteOptions): void {
  route(app, discoveryEndpoints.deck, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { offset, limit } = request.query;
    return { profiles: await deck.deck(currentUserId(request), offset, limit) };
  });
  route(app, discoveryEndpoints.widening, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return deck.widening(currentUserId(request));
  });
}
