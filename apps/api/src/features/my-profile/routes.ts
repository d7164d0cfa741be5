import { myProfileEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { PhotosService } from '../photos/service';
import { MyProfileService } from './service';

/** Personal data: never kept by the browser's or any shared cache. */
const PRIVATE = 'no-store';

/** The profile calls of PRODUCT §7: the member's own profile, and saving one field of it. */
export async function myProfileRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new MyProfileService(ctx.db, new PhotosService(ctx.db, ctx.storage));

  route(app, myProfileEndpoints.mine, {}, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return service.myProfile(currentUserId(request));
  });

  route(app, myProfileEndpoints.update, {}, async (request) => {
    const value = await service.update(currentUserId(request), request.body);
    return { status: 'ok' as const, field: request.body.field, value };
  });
}
