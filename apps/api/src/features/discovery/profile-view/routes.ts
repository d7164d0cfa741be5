import { discoveryEndpoints } from '@lien/contract';
import type { App } from '../../../context';
import { route } from '../../../endpoint-route';
import { currentUserId } from '../../../plugins/authentication';
import type { DiscoveryRouteOptions } from '../routes';
import type { ProfileViewService } from './service';

/** GET /api/user_profile/:id — a profile the product shows the viewer; 404 for anything else. */
export function profileViewRoutes(
  app: App,
  profiles: ProfileViewService,
  options: DiscoveryRouteOptions,
): void {
  route(app, discoveryEndpoints.profile, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return profiles.profile(currentUserId(request), request.params.id);
  });
}
