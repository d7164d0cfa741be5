import { type ChangeEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { CropDialog } from './crop/CropDialog';
import { decodesAsImage } from './decodeImage';
import { PHOTO_ACCEPT, photoRefusal } from './photoRules';
import { photoTexts } from './photoTexts';

export interface PhotoPickerOptions {
  /** How many photos the member has now: adding past the maximum is refused before cropping. */
  count: number;
  /**
   * The §5 refusal of the chosen file (type, size, count), or the French error of a file that does not
   * decode as an image; null when it is accepted.
   */
  onChecked: (refusal: string | null) => void;
  /** The cropped image, ready to upload. */
  onCropped: (blob: Blob) => void;
  /** Where focus goes when the dialog closes and its opener is gone (the photo grid). */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/**
 * Choosing a photo (PRODUCT §2.4): a hidden file input, the §5 checks on the chosen file, then the crop
 * dialog. Used by the photo step and by Mon Profil; `elements` renders the input and the dialog.
 */
export function usePhotoPicker({ count, onChecked, onCropped, fallbackFocus }: PhotoPickerOptions) {
  const [cropSource, setCropSource] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The chosen file's address lives as long as the crop dialog that shows it.
  useEffect(
    () => () => {
      if (cropSource) URL.revokeObjectURL(cropSource);
    },
    [cropSource],
  );

  // Once the dialog has closed, its opener (an add button) may be gone, replaced by the new
  // photo: focus would fall to the top of the page, so it goes to the grid instead.
  const dialogOpen = useRef(false);
  useEffect(() => {
    if (cropSource !== null) {
      dialogOpen.current = true;
    } else if (dialogOpen.current) {
      dialogOpen.current = false;
      // The hidden file input is no place for focus either (the dialog opens once the file is decoded,
      // and may hand focus back to it).
      const focused = document.activeElement;
      if (focused === document.body || focused === fileInput.current) fallbackFocus.current?.focus();
    }
  }, [cropSource, fallbackFocus]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again is still a change.
    event.currentTarget.value = '';
    if (!file) return;
    const refusal = photoRefusal(file, count);
    if (refusal) {
      onChecked(refusal);
      return;
    }
    // Decoded before the dialog opens: a file that is not a readable image gets its error alone.
    void decodesAsImage(file).then((readable) => {
      onChecked(readable ? null : photoTexts.cropFailed);
      if (readable) setCropSource(URL.createObjectURL(file));
    });
  };

  const elements = (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-label={photoTexts.fileInput}
        hidden
        onChange={chooseFile}
      />
      {cropSource && (
        <CropDialog
          src={cropSource}
          onCancel={() => setCropSource(null)}
          onCropped={(blob) => {
            setCropSource(null);
            onCropped(blob);
          }}
        />
      )}
    </>
  );

  return { open: () => fileInput.current?.click(), elements };
}
