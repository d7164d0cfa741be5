import { consentEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { SensitiveConsentService } from './service';

/** The consent to sensitive questions: its state, giving it, withdrawing it (RGPD art. 7 and 9). */
export async function consentRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new SensitiveConsentService(ctx.db);
  route(app, consentEndpoints.sensitive, {}, async (request) => service.state(currentUserId(request)));
  route(app, consentEndpoints.give, {}, async (request) =>
    service.give(currentUserId(request), request.body.version),
  );
  route(app, consentEndpoints.withdraw, {}, async (request) => service.withdraw(currentUserId(request)));
}
