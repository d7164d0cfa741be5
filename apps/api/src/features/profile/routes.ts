import { profileEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { PhotosService } from '../photos/service';
import { ProfileService } from './service';

/** Personal data: never kept by the browser's or any shared cache. */
const PRIVATE = 'no-store';

/** The profile calls of SPEC §7: the member's own profile, and saving one field of it. */
export async function profileRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new ProfileService(ctx.db, new PhotosService(ctx.db, ctx.storage));

  route(app, profileEndpoints.mine, {}, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return service.myProfile(currentUserId(request));
  });

  route(app, profileEndpoints.update, {}, async (request) => {
    const value = await service.update(currentUserId(request), request.body);
    return { status: 'ok' as const, field: request.body.field, value };
  });
}
