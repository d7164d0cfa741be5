import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@lien/contract';
import type { App } from '../context';

/**
 * Serves the built single-page app on the API's own port. Hashed assets are immutable;
 * every other GET outside /api answers index.html so client-side routes survive a reload.
 */
export async function registerWeb(app: App, webDist: string | undefined): Promise<void> {
  const root = webDist ? path.resolve(webDist) : undefined;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.status(404).send({ error: serverMessages.notFound });
      const file = path.join(root, decodeURIComponent(request.url.split('?')[0] ?? '/'));
      if (file.startsWith(root + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
        return reply.sendFile(path.relative(root, file));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: serverMessages.notFound });
  });
}
