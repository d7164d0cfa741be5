import sharp from 'sharp';
import { type Portrait, portraitSvg, WIDTH } from './draw';

/** SVG's own resolution: a drawing of WIDTH units is WIDTH pixels wide at this density. */
const SVG_DPI = 72;

/**
 * A portrait as the crop step would send it: a JPEG `width` pixels wide at the photo ratio (PRODUCT §9),
 * which the photos service then decodes and stores like any upload.
 */
export async function renderPortrait(portrait: Portrait, width: number, index = 1): Promise<Buffer> {
  const svg = Buffer.from(portraitSvg(portrait, index));
  return sharp(svg, { density: (SVG_DPI * width) / WIDTH })
    .jpeg({ quality: 90 })
    .toBuffer();
}
