import { SELFIE_MAX_BYTES, verificationEndpoints, verificationModerationEndpoints } from '@lien/contract';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { ModerationService } from '../moderation/service';
import { VerificationReviewService } from './review';
import { VerificationService } from './service';

/** Drawing a gesture is cheap but each one is a row: a member needs a handful an hour at most. */
const REQUEST_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };
/** Decoding is the costliest thing a member can ask of the server, as for photo uploads. */
const SELFIE_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
/** The selfie travels as base64 in JSON: four thirds of its bytes, and room for the rest of the body. */
const SELFIE_BODY_LIMIT = Math.ceil((SELFIE_MAX_BYTES * 4) / 3) + 1024;

/** Photo verification (issue #29): the member's calls, and the moderation console's, moderators only. */
export async function verificationRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new VerificationService(ctx.db, ctx.storage);
  const review = new VerificationReviewService(ctx, app.log);
  const moderation = new ModerationService(ctx, app.log);
  const limited = (rateLimit: { max: number; timeWindow: string }) => ({
    config: { rateLimit: ctx.config.rateLimits ? rateLimit : (false as const) },
  });

  route(app, verificationEndpoints.status, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.status(currentUserId(request));
  });
  route(app, verificationEndpoints.request, limited(REQUEST_RATE_LIMIT), async (request) =>
    service.request(currentUserId(request)),
  );
  route(
    app,
    verificationEndpoints.selfie,
    { ...limited(SELFIE_RATE_LIMIT), bodyLimit: SELFIE_BODY_LIMIT },
    async (request) => service.submitSelfie(currentUserId(request), request.body.image),
  );
  route(app, verificationEndpoints.badge, {}, async (request) =>
    service.showBadge(currentUserId(request), request.body.shown),
  );
  route(app, verificationEndpoints.withdraw, {}, async (request) => service.withdraw(currentUserId(request)));

  const moderatorsOnly = {
    preHandler: async (request: FastifyRequest) => moderation.requireModerator(currentUserId(request)),
  };
  route(app, verificationModerationEndpoints.queue, moderatorsOnly, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { verifications: await review.queue() };
  });
  route(app, verificationModerationEndpoints.review, moderatorsOnly, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return review.review(request.params.id);
  });
  route(app, verificationModerationEndpoints.decide, moderatorsOnly, async (request) => {
    await review.decide(currentUserId(request), request.body);
    return { status: 'ok' as const };
  });
}
