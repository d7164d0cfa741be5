import { serverMessages } from '@lien/contract/texts';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context';
import { sessionVersionReader } from '../features/auth/session-versions';
import { HttpError } from '../http-error';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Every /api route requires a valid session unless it opts out with `config.auth`.
 * A token is valid while unexpired, its user exists, and no password change came after it.
 */
export function registerAuthentication(app: App, { db, tokens }: AppContext): void {
  const sessionVersion = sessionVersionReader(db);
  app.decorateRequest('userId', null);

  // onRequest, before the body is parsed or validated: an anonymous caller learns nothing about the body's rules.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const mode = request.routeOptions.config.auth;
    if (mode === 'public') return;

    const token = bearerToken(request);
    const claims = token ? tokens.read(token) : null;
    const version = claims ? await sessionVersion(claims.userId) : undefined;
    if (claims && version === claims.sessionVersion) {
      request.userId = claims.userId;
      return;
    }
    if (mode !== 'optional') throw new HttpError(401, serverMessages.unauthenticated);
  });
}

/** The signed-in user of a route that requires a session. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, serverMessages.unauthenticated);
  return request.userId;
}
