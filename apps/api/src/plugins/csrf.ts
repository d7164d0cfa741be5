import { createHash } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import { csrfTokenReply } from '@lien/contract';
import type { App, AppContext } from '../context';
import { rememberedSigner } from './remembered-signer';

/** The methods of calls that change something (and so need the CSRF token). */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * PRODUCT §7: the client fetches a token once, then sends it as X-CSRF-Token on every
 * state-changing call. The secret travels in a signed, HTTP-only cookie, so any
 * instance can check it.
 */
export async function registerCsrf(app: App, { config }: AppContext): Promise<void> {
  const cookieSecret = createHash('sha256').update(`cookies:${config.jwtSecret}`).digest('base64url');
  await app.register(fastifyCookie, { secret: rememberedSigner(cookieSecret) });
  await app.register(fastifyCsrf, {
    cookieKey: 'lien_csrf',
    cookieOpts: {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      signed: true,
      secure: config.publicUrl.startsWith('https:'),
    },
    getToken: (request) => request.headers['x-csrf-token'] as string | undefined,
  });

  app.addHook('onRequest', (request, reply, done) => {
    const exempt = request.routeOptions.config?.csrf === false;
    if (UNSAFE_METHODS.has(request.method) && request.url.startsWith('/api/') && !exempt) {
      app.csrfProtection(request, reply, done);
      return;
    }
    done();
  });

  app.get(
    '/api/get_csrf_token',
    { config: { auth: 'public' }, schema: { response: { 200: csrfTokenReply } } },
    async (_request, reply) => ({ csrf_token: reply.generateCsrf() }),
  );
}
