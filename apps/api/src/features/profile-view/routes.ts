import { profileViewEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { visibilityOf } from '../discovery/visibility/service';
import { ProfileViewService } from './service';

/** GET /api/user_profile/:id — a profile the product shows the viewer; 404 for anything else. */
export async function profileViewRoutes(
  app: App,
  { db }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const profiles = new ProfileViewService(db, visibilityOf(db));
  route(app, profileViewEndpoints.profile, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return profiles.profile(currentUserId(request), request.params.id);
  });
}
