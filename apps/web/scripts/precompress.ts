import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files a browser asks for that compress well (images and fonts are compressed already). */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|md|txt)$/;
/** Below this the API does not compress either (@fastify/compress's threshold in app.ts). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli, its highest quality) and `<file>.gz` (gzip level 9) beside each text
 * file of the built app, which the API sends as they are (@fastify/static's `preCompressed`) instead of
 * compressing the same bytes again on every request, at a lower quality (bench/README, 29 November:
 * the core's script 87 kB at Brotli's on-the-fly quality against 75 kB, and 40–80 ms of the server's
 * CPU a request). A compressed copy that would not be smaller is not written. Returns the files written.
 */
export function precompress(folder: string): string[] {
  const written: string[] = [];
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(folder, entry);
    if (!TEXT.test(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const copies = {
      br: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz: gzipSync(content, { level: 9 }),
    };
    for (const [extension, compressed] of Object.entries(copies)) {
      if (compressed.length >= content.length) continue;
      writeFileSync(`${file}.${extension}`, compressed);
      written.push(`${entry}.${extension}`);
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  console.log(`precompressed: ${precompress(dist).length} files written in dist/`);
}
