import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

/** A built app in small: a script and a page large enough to compress, a tiny script, a photo. */
function builtApp() {
  const dist = mkdtempSync(path.join(tmpdir(), 'lien-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'assets/app-abc.js': `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Bonjour ${i}`))};`,
    'index.html': `<!doctype html><html lang="fr"><body>${'<p>Des rencontres pour durer</p>'.repeat(60)}</body></html>`,
    'assets/tiny.js': 'console.log(1)',
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dist, file), content);
  // Random bytes: an image that no compression makes smaller.
  writeFileSync(
    path.join(dist, 'assets/photo.webp'),
    Buffer.from(crypto.getRandomValues(new Uint8Array(4096))),
  );
  return { dist, files };
}

describe("precompress (the build's last step)", () => {
  it('writes a Brotli and a gzip copy of each text file that decode to the file, and smaller', () => {
    const { dist, files } = builtApp();
    const written = precompress(dist);
    expect(written.sort()).toEqual([
      'assets/app-abc.js.br',
      'assets/app-abc.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    for (const file of ['assets/app-abc.js', 'index.html'] as const) {
      const brotli = readFileSync(path.join(dist, `${file}.br`));
      const gzip = readFileSync(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(brotli).toString()).toBe(files[file]);
      expect(gunzipSync(gzip).toString()).toBe(files[file]);
      expect(brotli.length).toBeLessThan(files[file].length / 2);
    }
  });

  it('leaves alone what is too small to gain, and images', () => {
    const { dist } = builtApp();
    precompress(dist);
    expect(existsSync(path.join(dist, 'assets/tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets/photo.webp.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets/photo.webp.gz'))).toBe(false);
  });
});
