import { helpEndpoints, shellEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { HelpService } from './help-service';
import { FeedbackService } from './service';

/**
 * Feedback per address per hour: anyone may send feedback, signed in or not, so the limit is what
 * keeps a script from filling the table.
 */
export const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

/** Help messages per address per hour: each sends two mails, so a script must not loop on it. */
export const HELP_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

/**
 * POST /api/submit_feedback { rating, comment? } (SPEC §7: optional bearer). A valid session signs the
 * feedback with the member's id; a missing, expired or forged token is not an error, the feedback is
 * simply stored anonymously: the dialog must work for everyone, and a stale token should not lose
 * what the person took the time to write.
 */
export async function feedbackRoutes(app: App, ctx: AppContext): Promise<void> {
  const feedback = new FeedbackService(ctx.db);
  route(
    app,
    shellEndpoints.submitFeedback,
    { config: { rateLimit: ctx.config.rateLimits ? FEEDBACK_RATE_LIMIT : false } },
    async (request) => {
      await feedback.submit(request.userId, request.body.rating, request.body.comment);
      return { status: 'ok' as const };
    },
  );

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
