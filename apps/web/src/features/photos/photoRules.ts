import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES, PHOTOS_MAX } from '@lien/contract/rules';
import { photoMessages } from '@lien/contract/texts';

const MIME_TYPES: ReadonlySet<string> = new Set(PHOTO_MIME_TYPES);

/** What the file input accepts: the same list the rules check, so the picker hides the rest. */
export const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');

/**
 * PRODUCT §5: why a chosen file cannot be added, or null when it can. Checked before the crop
 * dialog opens, so nothing is cropped or sent in vain. The server checks again by content.
 */
export function photoRefusal(file: Pick<File, 'type' | 'size'>, photoCount: number): string | null {
  if (photoCount >= PHOTOS_MAX) return photoMessages.tooMany(PHOTOS_MAX);
  if (!MIME_TYPES.has(file.type)) return photoMessages.unsupportedType;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge(PHOTO_MAX_BYTES / 1024 / 1024);
  return null;
}
