import { serverMessages } from '@lien/contract';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { App } from '../context';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http-error';

/** Every failure leaves as `{ error: "<French message>" }`: never a stack trace, never English internals. */
export function registerErrorHandling(app: App): void {
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
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: serverMessages.invalidInput });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: serverMessages.unavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: serverMessages.internal });
  });
}
