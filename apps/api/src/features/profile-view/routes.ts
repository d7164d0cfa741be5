import { profileViewEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { perDatabase } from '../../plugins/read-your-writes';
import { visibilityOf } from '../discovery/visibility/service';
import { ProfileViewService } from './service';

/**
 * GET /api/user_profile/:id — a profile the product shows the viewer; 404 for anything else. A read a
 * replica may answer (plugins/read-your-writes.ts).
 */
export async function profileViewRoutes(
  app: App,
  { reads }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const profiles = perDatabase((db) => new ProfileViewService(db, visibilityOf(db)));
  route(app, profileViewEndpoints.profile, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = currentUserId(request);
    return reads.read(request, (db) => profiles(db).profile(viewer, request.params.id));
  });
}
