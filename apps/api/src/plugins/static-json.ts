import { createHash } from 'node:crypto';
import type { Endpoint } from '@lien/contract';
import type { App } from '../context';

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Serves a document that never changes while the process runs (the interests catalogue, the
 * questions), serialised once, public, cacheable, and answered with 304 when the browser still holds it.
 * The tag is weak: @fastify/compress may send the same content gzipped or not, and a weak tag stays
 * valid across content codings where a strong one would not.
 */
export function serveStaticJson(app: App, endpoint: Endpoint, value: unknown, cacheControl: string): void {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  app.get(endpoint.path, { config: { auth: 'public' } }, async (request, reply) => {
    reply.header('cache-control', cacheControl).header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
