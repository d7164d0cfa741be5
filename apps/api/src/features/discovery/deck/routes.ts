import { deckWideningReply, swipeProfilesQuery, swipeProfilesReply } from '@lien/contract';
import type { App } from '../../../context';
import { currentUserId } from '../../../plugins/authentication';
import type { DiscoveryRouteOptions } from '../routes';
import type { DeckService } from './service';

/**
 * GET /api/swipe_profiles?offset=0&limit=10 (DESIGN's path for "get swipe profiles"), and
 * GET /api/deck_widening, what the empty deck offers to widen it.
 */
export function deckRoutes(app: App, deck: DeckService, options: DiscoveryRouteOptions): void {
  app.get(
    '/api/swipe_profiles',
    { ...options, schema: { querystring: swipeProfilesQuery, response: { 200: swipeProfilesReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { offset, limit } = request.query;
      return { profiles: await deck.deck(currentUserId(request), offset, limit) };
    },
  );
  app.get(
    '/api/deck_widening',
    { ...options, schema: { response: { 200: deckWideningReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deck.widening(currentUserId(request));
    },
  );
}
