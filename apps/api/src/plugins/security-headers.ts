import helmet from 'helmet';
import type { Config } from '../config';
import type { App } from '../context';
import { telemetryOrigins } from '../features/client-config/service';

/**
 * Helmet's security headers on every answer, with the web app's content security policy (its photos as
 * data and blob URLs, the live socket, the telemetry origins the configuration allows). Helmet's
 * middleware is built once, here: @fastify/helmet built it again for every request (parsing the policy
 * each time), 6 % of a chat message's CPU in bench:chat's profile (bench/README, 27 November).
 */
export function registerSecurityHeaders(app: App, config: Config): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:', ...telemetryOrigins(config)],
        'frame-src': ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
