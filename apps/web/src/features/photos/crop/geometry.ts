import { CROP_OUTPUT_MAX_PX, CROP_ROTATION_SNAP_DEGREES } from '@lien/contract/rules';

/** The quarter turns the rotation slider snaps to (PRODUCT §2.4). */
const QUARTER_TURNS = [0, 90, 180, 270, 360] as const;

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in pixels, as react-easy-crop's `croppedAreaPixels`. */
export interface Area extends Size {
  x: number;
  y: number;
}

/** The quarter turn nearest to `degrees`, and how far it is. */
function nearestQuarterTurn(degrees: number): { turn: number; distance: number } {
  let best: { turn: number; distance: number } = { turn: 0, distance: Number.POSITIVE_INFINITY };
  for (const turn of QUARTER_TURNS) {
    const distance = Math.abs(degrees - turn);
    if (distance < best.distance) best = { turn, distance };
  }
  return best;
}

/** PRODUCT §2.4: on release, a rotation within 5° of 0, 90, 180, 270 or 360 lands on it. */
export function snapRotation(degrees: number): number {
  const { turn, distance } = nearestQuarterTurn(degrees);
  return distance <= CROP_ROTATION_SNAP_DEGREES ? turn : degrees;
}

/**
 * The keyboard's release: snap only when the keys moved the rotation towards a quarter turn.
 * Snapping every key-up would pull each single arrow step from 0 back to 0, and a keyboard
 * user could never turn a photo by a few degrees.
 */
export function snapAfterKeys(startDegrees: number, endDegrees: number): number {
  const { turn, distance } = nearestQuarterTurn(endDegrees);
  const approached = distance < Math.abs(startDegrees - turn);
  return approached ? snapRotation(endDegrees) : endDegrees;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The bounding box of a `size` rectangle turned by `degrees`: react-easy-crop measures its crop in it. */
export function rotatedSize({ width, height }: Size, degrees: number): Size {
  const angle = radians(degrees);
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  return { width: cos * width + sin * height, height: sin * width + cos * height };
}

/** The output size of a crop: its own size, scaled down so the longest side is at most `maxPx`. */
export function outputSize(area: Size, maxPx = CROP_OUTPUT_MAX_PX): Size & { scale: number } {
  const longest = Math.max(area.width, area.height);
  const scale = longest > maxPx ? maxPx / longest : 1;
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
    scale,
  };
}

/** A canvas transform, in the order of `CanvasRenderingContext2D.setTransform(a, b, c, d, e, f)`. */
export type Matrix = [number, number, number, number, number, number];

export interface CropPlan extends Size {
  /** Maps the source image's pixels to the output canvas. */
  matrix: Matrix;
}

/**
 * Everything needed to draw a crop in one `drawImage`: turn the image about its centre inside
 * its rotated bounding box, shift the crop's corner to the origin, scale to the output size.
 * One canvas of the output's size, never one as big as the turned original (memory on phones).
 */
export function cropPlan(image: Size, area: Area, degrees: number, maxPx = CROP_OUTPUT_MAX_PX): CropPlan {
  const box = rotatedSize(image, degrees);
  const { width, height, scale } = outputSize(area, maxPx);
  const angle = radians(degrees);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = image.width / 2;
  const cy = image.height / 2;
  // out = scale × (R·(p − image centre) + box centre − crop corner)
  const e = scale * (-cos * cx + sin * cy + box.width / 2 - area.x);
  const f = scale * (-sin * cx - cos * cy + box.height / 2 - area.y);
  return { width, height, matrix: [scale * cos, scale * sin, -scale * sin, scale * cos, e, f] };
}

/** Where the plan's matrix sends a source point: the tests check corners with it. */
export function applyMatrix([a, b, c, d, e, f]: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: a * x + c * y + e, y: b * x + d * y + f };
}
