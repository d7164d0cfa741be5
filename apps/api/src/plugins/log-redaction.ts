import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: the live socket's session token (GET /api/ws?token=), the
 * session handed to /linkedin-redirect, and the authorization code of the LinkedIn callback.
 */
const SECRET_PARAMETERS = /([?&](?:token|code)=)[^&#]*/gi;

/** A URL fit for the logs: the value of every `token` and `code` parameter replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

/**
 * Fastify's request log serializer with the URL redacted: the WebSocket's token travels in the query
 * (a browser cannot set headers on a WebSocket), and a session token must never reach the logs.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
