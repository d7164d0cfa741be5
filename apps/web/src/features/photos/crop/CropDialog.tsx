import { CROP_ASPECT, CROP_ZOOM_MAX, CROP_ZOOM_MIN, CROP_ZOOM_STEP } from '@lien/contract/rules';
import { useRef, useState } from 'react';
import Cropper, { type Point } from 'react-easy-crop';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { Modal } from '../../../ui/Modal';
import { cropTexts } from '../photoTexts';
import styles from './CropDialog.module.css';
import { CropSlider } from './CropSlider';
import { renderCrop } from './cropCanvas';
import { type Area, snapAfterKeys, snapRotation } from './geometry';

export interface CropDialogProps {
  /** A `blob:` address of the chosen file. */
  src: string;
  onCancel: () => void;
  /** The cropped JPEG, ready to upload. */
  onCropped: (blob: Blob) => void;
}

const ROTATION_MAX = 360;
/** The keys that move a range input; Tab and the others must not count as a turn. */
const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** PRODUCT §2.4: frame the chosen photo at 1:1.618, zoom 1 to 3, turn 0 to 360° (snapping near quarter turns). */
export function CropDialog({ src, onCancel, onCropped }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(CROP_ZOOM_MIN);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The crop is being drawn (no server call: the upload starts once it is handed over). */
  const [pending, setPending] = useState(false);
  // The rotation when the current run of key presses began, for the keyboard's own snapping.
  const keysFrom = useRef<number | null>(null);

  // The release may happen outside the slider (a finger slides off it): listen on the document.
  const snapOnRelease = () => {
    const release = () => {
      document.removeEventListener('pointerup', release);
      document.removeEventListener('pointercancel', release);
      setRotation((degrees) => snapRotation(degrees));
    };
    document.addEventListener('pointerup', release);
    document.addEventListener('pointercancel', release);
  };

  const confirm = async () => {
    if (!area || pending) return;
    setPending(true);
    try {
      onCropped(await renderCrop(src, area, rotation));
    } catch {
      setError(cropTexts.unreadable);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title={cropTexts.title}
      onClose={onCancel}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onCancel}>
            {cropTexts.cancel}
          </Button>
          <Button onClick={confirm} disabled={!area || pending || error !== null}>
            {pending ? cropTexts.preparing : cropTexts.confirm}
          </Button>
        </div>
      }
    >
      <div className={styles.cropper}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={CROP_ASPECT}
          minZoom={CROP_ZOOM_MIN}
          maxZoom={CROP_ZOOM_MAX}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          mediaProps={{ alt: cropTexts.image, onError: () => setError(cropTexts.unreadable) }}
          cropperProps={{ role: 'group', 'aria-label': cropTexts.area }}
        />
      </div>
      <FormError>{error}</FormError>
      <CropSlider
        label={cropTexts.zoom}
        min={CROP_ZOOM_MIN}
        max={CROP_ZOOM_MAX}
        step={CROP_ZOOM_STEP}
        value={zoom}
        valueText={cropTexts.zoomValue(zoom)}
        onValueChange={setZoom}
      />
      <CropSlider
        label={cropTexts.rotation}
        min={0}
        max={ROTATION_MAX}
        step={1}
        value={rotation}
        valueText={cropTexts.rotationValue(rotation)}
        hint={cropTexts.rotationHint}
        onValueChange={setRotation}
        onPointerDown={snapOnRelease}
        onKeyDown={(event) => {
          if (SLIDER_KEYS.has(event.key)) keysFrom.current ??= rotation;
        }}
        onKeyUp={() => {
          const from = keysFrom.current;
          keysFrom.current = null;
          if (from !== null) setRotation((degrees) => snapAfterKeys(from, degrees));
        }}
      />
    </Modal>
  );
}
