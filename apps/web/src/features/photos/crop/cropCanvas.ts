import { CROP_JPEG_QUALITY } from '@lien/contract/rules';
import { type Area, cropPlan } from './geometry';

/** The image could not be decoded or drawn (a file that only claims to be an image). */
export class CropFailed extends Error {
  constructor(cause?: unknown) {
    super('Crop failed', { cause });
    this.name = 'CropFailed';
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = (event) => reject(new CropFailed(event));
    image.src = src;
  });
}

/**
 * PRODUCT §5: draws the chosen crop, turned, on a canvas of at most 1920 px on its longest side
 * and encodes it as JPEG at 0.95. The only part of cropping that needs a real browser: the
 * geometry is in `geometry.ts`, and the tests replace this module.
 */
export async function renderCrop(src: string, area: Area, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const plan = cropPlan({ width: image.naturalWidth, height: image.naturalHeight }, area, rotation);
  const canvas = document.createElement('canvas');
  canvas.width = plan.width;
  canvas.height = plan.height;
  const context = canvas.getContext('2d');
  if (!context) throw new CropFailed();
  // JPEG has no transparency: a transparent PNG would otherwise come out on black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, plan.width, plan.height);
  context.imageSmoothingQuality = 'high';
  context.setTransform(...plan.matrix);
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CropFailed())),
      'image/jpeg',
      CROP_JPEG_QUALITY,
    );
  });
}
