import { privacyEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { PrivacySettingsService } from './service';

/** GET and PUT /api/privacy_settings: the member's own settings, never anyone else's. */
export async function privacyRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new PrivacySettingsService(ctx.db);
  route(app, privacyEndpoints.settings, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.settings(currentUserId(request));
  });
  route(app, privacyEndpoints.saveSettings, {}, async (request) =>
    service.save(currentUserId(request), request.body),
  );
}
