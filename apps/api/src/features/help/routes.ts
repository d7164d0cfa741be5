import { helpEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { HelpService } from './service';

/** Help messages per address per hour: each sends two mails, so a script must not loop on it. */
export const HELP_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

/** POST /api/help_message (issue #24): a signed-in member's message to the support. */
export async function helpRoutes(app: App, ctx: AppContext): Promise<void> {
  const help = new HelpService(ctx.db, { mailer: ctx.mailer, supportContact: ctx.config.supportContact });
  route(
    app,
    helpEndpoints.message,
    { config: { rateLimit: ctx.config.rateLimits ? HELP_RATE_LIMIT : false } },
    async (request) => {
      await help.send(currentUserId(request), request.body);
      return { status: 'ok' as const };
    },
  );
}
