import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngDeclaring } from '../../test/factories';
import { fitInside, ImageRejected, MAX_INPUT_PIXELS, processPhoto, sniffImageType } from './images';

describe('sniffImageType', () => {
  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['webp', [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]],
  ] as const)('recognises %s by its first bytes', (type, bytes) => {
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(type);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['a GIF', Buffer.from('GIF89a')],
    ['a WAV (RIFF but not WEBP)', Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a truncated signature', Buffer.from([0xff, 0xd8])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_case, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('fitInside', () => {
  it.each([
    [4032, 3024, 1920, { width: 1920, height: 1440 }],
    [3024, 4032, 1920, { width: 1440, height: 1920 }],
    [1920, 1920, 1920, { width: 1920, height: 1920 }],
    [800, 600, 1920, { width: 800, height: 600 }],
    [20000, 1, 1920, { width: 1920, height: 1 }],
  ])('%i×%i within %i', (width, height, max, expected) => {
    expect(fitInside(width, height, max)).toEqual(expected);
  });
});

describe('processPhoto', () => {
  it('answers a WebP photo of the fitted size and a 480 px wide thumbnail', async () => {
    const input = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const { photo, thumbnail } = await processPhoto(input);
    expect([photo.width, photo.height]).toEqual([1920, 1440]);
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 360]);
    expect((await sharp(photo.bytes).metadata()).format).toBe('webp');
    expect(photo.contentType).toBe('image/webp');
  });

  it('refuses an image declaring more pixels than allowed, before decoding it', async () => {
    // A PNG header declaring 20 000 × 20 000 (400 MP) in front of a few hundred bytes of data.
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const started = performance.now();
    await expect(processPhoto(bomb)).rejects.toEqual(new ImageRejected('too-many-pixels'));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses what only looks like an image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    await expect(processPhoto(fake)).rejects.toEqual(new ImageRejected('unsupported'));
  });
});
