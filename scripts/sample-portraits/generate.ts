/**
 * Renders the six sample portraits of the welcome screen (PRODUCT §2.1) as flat
 * illustrations: SVG drawn by the demo population's portrait module, converted to WebP by
 * sharp. Offline and deterministic: no photo, no model, no randomness.
 *
 *   npx tsx scripts/sample-portraits/generate.ts [--sheet /tmp/portraits.png]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HEIGHT, type Portrait, portraitSvg, WIDTH } from '../../apps/demo/src/portrait/draw';

export { HEIGHT, type Portrait, portraitSvg, WIDTH };

/** The welcome screen's six people; the drawing's optional fields stay unset, so they never change. */
export const PORTRAITS: Portrait[] = [
  {
    feminine: true,
    skin: '#f2c7a5',
    skinShade: '#e0a987',
    blush: '#f09a8a',
    lips: '#c2545a',
    eyes: '#3b2a22',
    hair: '#6b3e26',
    hairShade: '#4f2b19',
    hairStyle: 'wavy',
    top: 'wrap',
    cloth: '#e07a5f',
    clothShade: '#c4644b',
    accent: '#f4d7c8',
    background: ['#fde8d7', '#f7c9b6'],
    halo: '#fff4ea',
    earrings: '#e9b949',
  },
  {
    feminine: false,
    skin: '#c98e63',
    skinShade: '#b0764d',
    blush: '#d98466',
    lips: '#8e4a3a',
    eyes: '#2b1d16',
    hair: '#2c211c',
    hairShade: '#1c1512',
    hairStyle: 'quiff',
    top: 'shirt',
    cloth: '#5b8fb9',
    clothShade: '#4a7aa1',
    accent: '#ffffff',
    background: ['#dcecf5', '#a9cde3'],
    halo: '#eef7fb',
    beard: true,
  },
  {
    feminine: true,
    skin: '#8d5a3b',
    skinShade: '#764830',
    blush: '#a8604a',
    lips: '#7a3530',
    eyes: '#1f1410',
    hair: '#241814',
    hairShade: '#150d0a',
    hairStyle: 'curly',
    top: 'crew',
    cloth: '#e9c46a',
    clothShade: '#d4ad50',
    accent: '#2a9d8f',
    background: ['#e3f1ea', '#b4dcc8'],
    halo: '#f3faf6',
    earrings: '#e9c46a',
  },
  {
    feminine: false,
    skin: '#f6d2b8',
    skinShade: '#e6b597',
    blush: '#f2a593',
    lips: '#b8605a',
    eyes: '#35506b',
    hair: '#c9954c',
    hairShade: '#a87a37',
    hairStyle: 'crop',
    top: 'blazer',
    cloth: '#3d4b63',
    clothShade: '#2f3a4e',
    accent: '#f1efe9',
    background: ['#ece8f6', '#c9c0e8'],
    halo: '#f8f6fd',
  },
  {
    feminine: true,
    skin: '#e8b48f',
    skinShade: '#d49a73',
    blush: '#ea8f7d',
    lips: '#b44a57',
    eyes: '#2a1c16',
    hair: '#1d1b22',
    hairShade: '#0f0e13',
    hairStyle: 'bob',
    top: 'turtleneck',
    cloth: '#8e6bb8',
    clothShade: '#77569f',
    accent: '#ffffff',
    background: ['#fbe4ec', '#f1b9cc'],
    halo: '#fff3f7',
    earrings: '#f2f2f2',
  },
  {
    feminine: false,
    skin: '#6e432b',
    skinShade: '#5a3522',
    blush: '#85503a',
    lips: '#5c2c24',
    eyes: '#160e0b',
    hair: '#17110e',
    hairShade: '#0b0807',
    hairStyle: 'coils',
    top: 'vneck',
    cloth: '#2a9d8f',
    clothShade: '#217f74',
    accent: '#ffffff',
    background: ['#fff1d6', '#f6d49a'],
    halo: '#fffaf0',
    glasses: '#2b2b2b',
  },
];

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../../apps/web/public/welcome');

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const files: Buffer[] = [];
  for (const [i, p] of PORTRAITS.entries()) {
    const svg = portraitSvg(p, i + 1);
    const webp = await sharp(Buffer.from(svg))
      .resize(WIDTH, HEIGHT)
      .webp({ quality: 86, effort: 6 })
      .toBuffer();
    const file = path.join(outDir, `portrait-${i + 1}.webp`);
    await writeFile(file, webp);
    files.push(webp);
    console.log(`${path.relative(process.cwd(), file)}  ${(webp.length / 1024).toFixed(1)} KB`);
  }

  const sheetArg = process.argv.indexOf('--sheet');
  const sheetPath = sheetArg >= 0 ? process.argv[sheetArg + 1] : undefined;
  if (sheetPath) {
    const gap = 16;
    const composites = files.map((input, i) => ({
      input,
      left: gap + (i % 3) * (WIDTH + gap),
      top: gap + Math.floor(i / 3) * (HEIGHT + gap),
    }));
    await sharp({
      create: {
        width: 3 * WIDTH + 4 * gap,
        height: 2 * HEIGHT + 3 * gap,
        channels: 3,
        background: '#ffffff',
      },
    })
      .composite(composites)
      .png()
      .toFile(sheetPath);
    console.log(`contact sheet: ${sheetPath}`);
  }
}

await main();
