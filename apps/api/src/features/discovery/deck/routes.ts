import { discoveryEndpoints } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { App } from '../../../context';
import type { Database } from '../../../db/schema';
import { route } from '../../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../../plugins/activity';
import { currentUserId } from '../../../plugins/authentication';
import type { MemberReads } from '../../../plugins/read-your-writes';
import type { DeckService } from './service';

/**
 * GET /api/swipe_profiles?offset=0&limit=10 (DESIGN's path for "get swipe profiles"), and
 * GET /api/deck_widening, what the empty deck offers to widen it. Both are reads a replica may answer
 * (`decks`: the deck service on the database `reads` chooses).
 */
export function deckRoutes(
  app: App,
  reads: MemberReads,
  decks: (db: Kysely<Database>) => DeckService,
  options: ActiveMemberRouteOptions,
): void {
  route(app, discoveryEndpoints.deck, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { offset, limit } = request.query;
    const viewer = currentUserId(request);
    return { profiles: await reads.read(request, (db) => decks(db).deck(viewer, offset, limit)) };
  });
  route(app, discoveryEndpoints.widening, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = currentUserId(request);
    return reads.read(request, (db) => decks(db).widening(viewer));
  });
}
