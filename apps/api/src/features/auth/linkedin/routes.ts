import type { App, AppContext } from '../../../context';
import { authRateLimits } from '../../../plugins/rate-limit';
import type { AuthService } from '../service';
import { clearFlow, readFlow, writeFlow, writeSignupProof } from './cookies';
import { LinkedinService } from './service';

/** GET /api/auth/linkedin/login and its callback: full-page redirects, never a JSON reply. */
export async function linkedinRoutes(app: App, ctx: AppContext, auth: AuthService): Promise<void> {
  const service = new LinkedinService(ctx, auth, app.log);
  const cookies = { secure: ctx.config.publicUrl.startsWith('https:') };
  const rateLimit = ctx.config.rateLimits ? authRateLimits.linkedin : false;

  app.get('/api/auth/linkedin/login', { config: { auth: 'public', rateLimit } }, async (_request, reply) => {
    const step = await service.start();
    if (step.flow) writeFlow(reply, step.flow, cookies);
    return reply.redirect(step.location, 302);
  });

  app.get(
    '/api/auth/linkedin/callback',
    { config: { auth: 'public', rateLimit } },
    async (request, reply) => {
      // Only the query matters: openid-client rebuilds the full URL from the registered redirect URI.
      const url = new URL(request.url, 'http://callback.invalid');
      const step = await service.finish(
        {
          search: url.search,
          state: url.searchParams.get('state') ?? undefined,
          error: url.searchParams.get('error') ?? undefined,
        },
        readFlow(request),
      );
      clearFlow(reply, cookies);
      if (step.proof) writeSignupProof(reply, step.proof, cookies);
      return reply.redirect(step.location, 302);
    },
  );
}
