import { feedbackEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { FeedbackService } from './service';

/**
 * Feedback per address per hour: anyone may send feedback, signed in or not, so the limit is what
 * keeps a script from filling the table.
 */
export const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

/**
 * POST /api/submit_feedback { rating, comment? } (PRODUCT §7: optional bearer). A valid session signs the
 * feedback with the member's id; a missing, expired or forged token is not an error, the feedback is
 * simply stored anonymously: the dialog must work for everyone, and a stale token should not lose
 * what the person took the time to write.
 */
export async function feedbackRoutes(app: App, ctx: AppContext): Promise<void> {
  const feedback = new FeedbackService(ctx.db);
  route(
    app,
    feedbackEndpoints.submit,
    { config: { rateLimit: ctx.config.rateLimits ? FEEDBACK_RATE_LIMIT : false } },
    async (request) => {
      await feedback.submit(request.userId, request.body.rating, request.body.comment);
      return { status: 'ok' as const };
    },
  );
}
