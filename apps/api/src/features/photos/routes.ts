import fastifyMultipart from '@fastify/multipart';
import {
  PHOTO_FIELD,
  photosEndpoints,
  UPLOAD_KEY_HEADER,
  uploadKeySchema,
  verificationMessages,
} from '@lien/contract';
import { PHOTO_MAX_BYTES } from '@lien/contract/rules';
import { photoMessages, serverMessages } from '@lien/contract/texts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { HttpError } from '../../http-error';
import { currentUserId } from '../../plugins/authentication';
import { PhotosService } from './service';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Decoding is the costliest thing a member can ask of the server: a generous ceiling, per address. */
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '15 minutes' };
/** A key names one version of one file forever: browsers and proxies may keep it a year. */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** The bytes of the `photo` field, within PHOTO_MAX_BYTES, or the French refusal. */
async function readPhotoField(request: FastifyRequest): Promise<Buffer> {
  // Refused before reading when the client announces more than a file can weigh.
  if (Number(request.headers['content-length'] ?? 0) > PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw PhotosService.tooLarge();
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== PHOTO_FIELD) {
      part?.file.resume();
      throw new HttpError(400, photoMessages.missingFile);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw PhotosService.tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(400, photoMessages.missingFile);
    // Everything else here is a body that does not parse (busboy's errors carry no code): the client's fault.
    throw new HttpError(400, serverMessages.invalidInput);
  }
}

/** The photo calls of PRODUCT §7 and the public route that serves the files. */
export async function photosRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new PhotosService(ctx.db, ctx.storage);

  // Multipart is parsed only here: every other route keeps refusing bodies that are not JSON.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 20 },
    });
    route(
      scope as App,
      photosEndpoints.upload,
      { config: { rateLimit: ctx.config.rateLimits ? UPLOAD_RATE_LIMIT : false } },
      async (request) => {
        const userId = currentUserId(request);
        const key = request.headers[UPLOAD_KEY_HEADER];
        const uploadKey = key === undefined ? undefined : uploadKeySchema.safeParse(key);
        if (uploadKey && !uploadKey.success) throw new HttpError(400, serverMessages.invalidInput);
        return service.upload(userId, await readPhotoField(request), uploadKey?.data);
      },
    );
  });

  route(app, photosEndpoints.mine, {}, async (request) => service.list(currentUserId(request)));

  // A new main photo ends the photo verification in force: the reply says so (issue #29).
  const answer = (revoked: boolean) => ({
    status: 'ok' as const,
    ...(revoked && { message: verificationMessages.revoked }),
  });
  route(app, photosEndpoints.reorder, {}, async (request) =>
    answer(await service.reorder(currentUserId(request), request.body.photoIds)),
  );

  route(app, photosEndpoints.remove, {}, async (request) =>
    answer(await service.remove(currentUserId(request), request.params.id)),
  );

  // Public: the address is the secret (128 random bits), as on every photo site; images are
  // already compressed, so @fastify/compress is off.
  app.get(
    '/photos/:key',
    { config: { auth: 'public' }, compress: false, schema: { params: z.object({ key: z.string() }) } },
    async (request, reply) => {
      const file = await service.open(request.params.key);
      if (!file) throw new HttpError(404, photoMessages.notFound);
      reply
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType);
      if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
      return reply.send(file.body);
    },
  );
}
