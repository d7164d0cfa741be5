import { useEffect } from 'react';
import type { Area } from '../crop/geometry';

/** The crop the fake reports: a 1:1.618 frame inside a 1200×1600 photo. */
export const FAKE_CROP: Area = { x: 100, y: 0, width: 989, height: 1600 };

/**
 * Stands in for react-easy-crop in tests (`vi.mock('react-easy-crop', () => import(...))`):
 * happy-dom loads no image, so the real one never reports a crop.
 */
export default function FakeCropper({
  onCropComplete,
}: {
  onCropComplete?: (area: Area, pixels: Area) => void;
}) {
  useEffect(() => onCropComplete?.(FAKE_CROP, FAKE_CROP), [onCropComplete]);
  return <div data-testid="cropper" />;
}
