import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@lien/contract/texts';
import type { App } from '../context';

/**
 * Serves the built single-page app on the API's own port. Hashed assets are immutable; everything
 * else (index.html, sw.js, manifest.webmanifest, robots.txt, icons) is `no-cache`, so a deploy is
 * seen at once and the browser checks the service worker on every visit. A public screen prerendered
 * at build time (`prerendered/welcome.html` for /welcome) answers its path; every other GET that may
 * be a screen answers index.html so client-side routes survive a reload (isScreenPath). A file's
 * precompressed copy (`.br`, `.gz`) is sent when the browser accepts it.
 */
export async function registerWeb(app: App, webDist: string | undefined): Promise<void> {
  const root = webDist ? path.resolve(webDist) : undefined;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    const prerendered = prerenderedPages(root);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes Brotli and gzip copies of its text files (apps/web/scripts/precompress.ts):
      // sent as they are, smaller than @fastify/compress's and without its CPU on every request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (filePath.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
      },
    });
    app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.status(404).send({ error: serverMessages.notFound });
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      const page = prerendered.get(pathname);
      if (page) return reply.header('cache-control', 'no-cache').sendFile(page);
      const file = path.join(root, pathname);
      if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
        return reply.sendFile(path.relative(root, file));
      }
      if (!isScreenPath(pathname)) return reply.status(404).send({ error: serverMessages.notFound });
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && isScreenPath(request.url.split('?')[0] ?? '/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: serverMessages.notFound });
  });
}

/**
 * Whether a path may be a screen of the app, answered with its shell: not under /api, /photos or /dev,
 * and not a file (a name with an extension). A missing script then answers 404, not the shell as
 * JavaScript, and a photo's address never reads as a page.
 */
function isScreenPath(pathname: string): boolean {
  return !/^\/(api|photos|dev)\//.test(pathname) && !/\.[A-Za-z0-9]+$/.test(pathname);
}

/** The build's prerendered screens by path: `/welcome` → `prerendered/welcome.html`. */
function prerenderedPages(root: string): Map<string, string> {
  const folder = path.join(root, 'prerendered');
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, `prerendered/${name}`]),
  );
}
