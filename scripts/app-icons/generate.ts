import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * The installable app's icons (apps/web/public/icons/), drawn from the favicon's heart: « any »
 * icons with the favicon's rounded square, and « maskable » ones full-bleed with the heart inside
 * the safe zone (the central 80 %), as Android crops them to a circle or a squircle.
 * Run `npm run generate:icons -w scripts` after changing the drawing; the PNGs are committed.
 */
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/icons');
const PRIMARY = '#c2185b'; // --color-primary, apps/web/src/ui/tokens.css
const HEART = 'M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 29c0 11.4-16 21-16 21z';

const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${PRIMARY}"/><path d="${HEART}" fill="#fff"/></svg>`;
// The heart scaled to 70 % around the centre: it stays inside the maskable safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${PRIMARY}"/><g transform="translate(32 33) scale(0.7) translate(-32 -33)"><path d="${HEART}" fill="#fff"/></g></svg>`;

mkdirSync(out, { recursive: true });
for (const [name, svg] of [
  ['icon', any],
  ['maskable', maskable],
] as const) {
  for (const size of [192, 512]) {
    const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    writeFileSync(path.join(out, `${name}-${size}.png`), png);
  }
}
const touch = await sharp(Buffer.from(maskable), { density: (72 * 180) / 64 })
  .resize(180, 180)
  .png({ compressionLevel: 9, palette: true })
  .toBuffer();
writeFileSync(path.join(out, 'apple-touch-icon-180.png'), touch);
console.log(`icons written to ${out}`);
