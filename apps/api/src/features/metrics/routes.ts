import { createHash, timingSafeEqual } from 'node:crypto';
import { serverMessages } from '@lien/contract/texts';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { HttpError } from '../../http-error';
import type { AppMetrics } from './instruments';
import { QueueGauges } from './queues';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token, compared in constant time (digests of equal length). */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return timingSafeEqual(digest(given), expected);
}

/** The status class of a reply, a label of few values: '2xx', '4xx'… */
const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * Times every request by its route's pattern (`/api/profiles/:id`, never the ids themselves); requests
 * no route matched share `unmatched`, and /metrics' own are left out. Registered before the routes.
 */
export function registerRequestTiming(app: App, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === METRICS_PATH) return;
    metrics.requests.observe(
      { method: request.method, route: route ?? 'unmatched', status_class: statusClass(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * GET /metrics, Prometheus' text format, for the scraper only: with METRICS_TOKEN unset it answers 404
 * as an absent route would; set, it wants `Authorization: Bearer <token>` (401 otherwise). Outside
 * /api, no session, CSRF check or rate limit applies to it. The queues are read from the database at
 * each scrape (queues.ts), the rest from memory; a database away never fails the scrape.
 */
export function metricsRoutes(app: App, { config, db }: AppContext, metrics: AppMetrics | undefined): void {
  const token = config.metricsToken;
  const queues = metrics && new QueueGauges(db, app.log, metrics.registry);
  const expected = token === undefined ? undefined : digest(token);
  app.get(METRICS_PATH, { config: { auth: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    if (!metrics || !queues || !expected) throw new HttpError(404, serverMessages.notFound);
    if (!bearerMatches(request, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: serverMessages.metricsUnauthorized });
    }
    await queues.refresh();
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
