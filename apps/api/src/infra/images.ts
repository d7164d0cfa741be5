import sharp, { type Metadata, type Sharp } from 'sharp';

/** The longest side of a stored photo (PRODUCT §9: the crop outputs at most this too). */
export const PHOTO_MAX_SIDE_PX = 1920;
/**
 * Thumbnail width: the likes grid is two columns in a shell at most 480 px wide, so a
 * card is about 240 CSS px, i.e. 480 device pixels on a 2× phone screen.
 */
export const THUMBNAIL_WIDTH_PX = 480;
/**
 * Refused above this, before decoding: a few kilobytes of PNG can declare billions of
 * pixels. 64 MP is above every phone's everyday output (48–50 MP sensors) and the
 * client already crops to 1920 px, so only bombs and rare pro-mode files meet it.
 */
export const MAX_INPUT_PIXELS = 64_000_000;

// WebP rather than JPEG: on a real photograph WebP q80 was 27 % smaller than JPEG q85 at a
// slightly higher PSNR (77 KiB against 106 KiB, 32.7 dB against 32.5 dB), and a deck loads
// dozens of photos on a phone connection while each is encoded once; every browser we
// support decodes it. The price is paid once per upload: from a 12 MP JPEG to a 1920 px frame
// took about 300 ms against 150 ms for JPEG here (`npm run bench:photos -w bench` prints both).
// Effort 4 took 80 % longer again for 5 % fewer bytes.
const PHOTO_WEBP = { quality: 80, effort: 2 } as const;
const THUMBNAIL_WEBP = { quality: 75, effort: 2 } as const;

/** What an upload is allowed to be, judged by its first bytes, never by its name or declared type. */
export type ImageType = 'jpeg' | 'png' | 'webp';

/** The format named by a file's signature, or null when it is none of JPEG, PNG and WebP. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The size of a `width`×`height` image scaled down to fit `max`×`max`, never enlarged. */
export function fitInside(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  photo: EncodedImage;
  thumbnail: EncodedImage;
}

/** Why an upload could not become a photo; the service turns it into the French message. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'unsupported' | 'too-many-pixels') {
    super(`image rejected: ${reason}`);
    this.name = 'ImageRejected';
  }
}

async function encoded(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}

/**
 * Decodes an upload and re-encodes it: upright (EXIF orientation applied), with no
 * metadata at all (sharp writes none unless asked, so GPS, camera and ICC never reach
 * another member), within 1920 px, as WebP, plus a thumbnail. Anything that is not a
 * decodable JPEG, PNG or WebP is refused.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const type = sniffImageType(input);
  if (!type) throw new ImageRejected('unsupported');
  // failOn 'error': a corrupt or truncated file is refused; mere warnings (common in camera files) pass.
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true } as const;
  let metadata: Metadata;
  try {
    // Header only; sharp's own pixel limit would throw here without saying why, so it is checked below.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('unsupported');
  }
  // libvips picks its decoder by content too; both must agree, so no other loader ever runs.
  if (metadata.format !== type) throw new ImageRejected('unsupported');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');

  const upright = sharp(input, options).autoOrient();
  try {
    const [photo, thumbnail] = await Promise.all([
      encoded(
        upright
          .clone()
          .resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
          .webp(PHOTO_WEBP),
      ),
      encoded(
        upright.clone().resize({ width: THUMBNAIL_WIDTH_PX, withoutEnlargement: true }).webp(THUMBNAIL_WEBP),
      ),
    ]);
    return { photo, thumbnail };
  } catch {
    // The header parsed but the pixels did not: a truncated or forged file.
    throw new ImageRejected('unsupported');
  }
}
