import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Real photo files on disk, as a member would pick them: gradients with a shape, JPEG, PNG and WebP. */
export async function photoFiles(): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'lien-e2e-photos-'));
  const specs = [
    { name: 'plage.jpg', colour: '#f4a261', format: 'jpeg' as const },
    { name: 'montagne.png', colour: '#2a9d8f', format: 'png' as const },
    { name: 'portrait.webp', colour: '#e76f51', format: 'webp' as const },
  ];
  return Promise.all(
    specs.map(async ({ name, colour, format }) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#264653"/></linearGradient></defs><rect width="1200" height="1600" fill="url(#g)"/><circle cx="600" cy="700" r="320" fill="#fff" opacity=".55"/></svg>`;
      const file = path.join(folder, name);
      writeFileSync(file, await sharp(Buffer.from(svg)).toFormat(format).toBuffer());
      return file;
    }),
  );
}
