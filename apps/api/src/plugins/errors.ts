import type { Duplex } from 'node:stream';
import { serverMessages } from '@lien/contract/texts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../context';
import { isDatabaseUnavailable, isRefusedValue } from '../db/errors';
import { HttpError } from '../http-error';

/**
 * The errors the router raises before any route or hook runs (a path parameter over
 * `maxParamLength`, a malformed percent-encoding): Fastify's `frameworkErrors` option, answered like
 * every other failure rather than with Fastify's English body echoing the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ error: serverMessages.tooLarge });
    return;
  }
  reply.status(400).send({ error: serverMessages.invalidInput });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or an address over 16 KiB, a
 * request too slow to arrive, bytes that are not HTTP): Fastify's `clientErrorHandler` option, answered
 * in French as every other refusal, where Fastify's default says it in English.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', serverMessages.tooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', serverMessages.requestTimeout]
        : [400, 'Bad Request', serverMessages.invalidInput];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Every failure leaves as `{ error: "<French message>" }`: never a stack trace, never English internals. */
export function registerErrorHandling(app: App): void {
  // A field refused without a message of the product's own (a wrong type, an unknown key, a pattern)
  // is answered with the product's generic one, not the validator's technical wording: schema-level
  // messages still win over this process-wide default (zod's precedence).
  z.config({ customError: () => serverMessages.invalidInput });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? serverMessages.invalidInput;
      return reply.status(400).send({ error: message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: serverMessages.tooManyRequests });
    if (error.code?.startsWith('FST_CSRF'))
      return reply.status(403).send({ error: serverMessages.csrfInvalid });
    if (status === 413 || status === 414)
      return reply.status(status).send({ error: serverMessages.tooLarge });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: serverMessages.invalidInput });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: serverMessages.unavailable });
    }
    if (isRefusedValue(error)) {
      // Logged as a warning: a schema of the contract let through a value its column cannot hold.
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ error: serverMessages.invalidInput });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: serverMessages.internal });
  });
}
