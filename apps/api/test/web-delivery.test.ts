import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

/** A built web app as `vite build` leaves it (apps/web/dist), small. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'lien-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'prerendered'));
  mkdirSync(path.join(dist, 'welcome'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'prerendered', 'welcome.html'),
    '<!doctype html><div id="root">Bienvenue</div>',
  );
  writeFileSync(path.join(dist, 'welcome', 'portrait-1.webp'), 'webp');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Lien' }));
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  // What apps/web/scripts/precompress.ts leaves beside a large enough text file.
  for (const [file, content] of Object.entries(PRECOMPRESSED)) {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  }
  return dist;
}

/** Files of the fake build that have Brotli and gzip copies beside them. */
const PRECOMPRESSED = {
  'assets/app-def456.js': `export const texts = ${JSON.stringify(Array(200).fill('Bonjour à vous'))};`,
  'prerendered/login.html': `<!doctype html><div id="root">${'Se connecter '.repeat(200)}</div>`,
};

describe('the web app as the API serves it', () => {
  let testApp: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    testApp = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('serves robots.txt as a text file, not the app', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('serves the service worker as JavaScript that is checked on every visit', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as a web app manifest', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Lien' });
  });

  it('keeps hashed assets immutable', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli or gzip copy as the browser accepts, the file itself otherwise", async () => {
    const script = PRECOMPRESSED['assets/app-def456.js'];
    const fetchAs = (encoding: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/assets/app-def456.js',
        headers: { 'accept-encoding': encoding },
      });

    const brotli = await fetchAs('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    // The stored copy itself, not the same file compressed again (which would be streamed, unsized).
    expect(brotli.rawPayload.equals(readFileSync(path.join(dist, 'assets/app-def456.js.br')))).toBe(true);
    expect(brotli.headers['content-length']).toBe(String(brotli.rawPayload.length));
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await fetchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(path.join(dist, 'assets/app-def456.js.gz')))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await fetchAs('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends a prerendered screen's Brotli copy at its path", async () => {
    const login = await testApp.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBe('br');
    expect(login.rawPayload.equals(readFileSync(path.join(dist, 'prerendered/login.html.br')))).toBe(true);
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(PRECOMPRESSED['prerendered/login.html']);
  });

  it('answers a prerendered screen at its path and the shell elsewhere, never under /api', async () => {
    const welcome = await get('/welcome');
    expect(welcome.statusCode).toBe(200);
    expect(welcome.body).toContain('Bienvenue');
    expect(welcome.headers['cache-control']).toBe('no-cache');
    expect((await get('/welcome?x=1')).body).toContain('Bienvenue');
    expect((await get('/welcome/portrait-1.webp')).body).toBe('webp');
    const chat = await get('/chat');
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toBe('<!doctype html><div id="root"></div>');
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
  });

  it('answers a French 404, never the shell, for a missing file, photo or tool', async () => {
    // A script gone after a deploy, a photo address too long for its route, a dev path, a missing icon.
    for (const url of [
      '/assets/index-gone99.js',
      `/photos/${'a'.repeat(200)}.webp`,
      '/photos/thumbs/x',
      '/dev/nothing',
      '/icon-999.png',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toEqual({ error: 'Ressource introuvable.' });
    }
    // A screen's path, even deep or unknown, still answers the shell (the app shows its own page).
    expect((await get('/une/page/inconnue')).body).toBe('<!doctype html><div id="root"></div>');
  });
});
