import type { MyPhoto } from '@lien/contract';
import { photoMessages } from '@lien/contract/texts';

const TEMP_PREFIX = 'temp-';

/**
 * A local id for a photo not yet on the server (PRODUCT §3), random enough to serve as its upload's
 * Idempotency-Key too (the same on a retry). Not crypto.randomUUID: that needs HTTPS.
 */
export function newTempId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${TEMP_PREFIX}${random}`;
}

export const isTemp = (id: string) => id.startsWith(TEMP_PREFIX);

/** PRODUCT §3 Photo. Its `order` is its index in the list. */
export interface Photo {
  /** The server's id, or `temp-…` until the upload succeeds. */
  id: string;
  /** The server's address, or a local `blob:` preview until the upload succeeds. */
  url: string;
  /** A lighter file for the grid, when the server gave one. */
  thumbnailUrl?: string;
  /** 0 to 100; null once an upload failed. */
  progress: number | null;
  error: string | null;
  /** The cropped file of a temp photo, kept to retry its upload. */
  blob?: Blob;
}

export interface PhotoListState {
  /** 'ready' once the server's list has arrived (photos added before it are kept). */
  status: 'loading' | 'ready';
  photos: Photo[];
}

export type PhotoAction =
  | { type: 'loaded'; photos: MyPhoto[] }
  | { type: 'added'; id: string; url: string; blob: Blob }
  | { type: 'progressed'; id: string; percent: number }
  | { type: 'uploaded'; id: string; photoId: string; url: string }
  | { type: 'failed'; id: string }
  | { type: 'retried'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'restored'; photo: Photo; index: number }
  | { type: 'reordered'; ids: readonly string[] };

export const initialPhotoList: PhotoListState = { status: 'loading', photos: [] };

/** The server's list as the grid shows it: in profile order, each one complete. */
export const fromServer = (photos: readonly MyPhoto[]): Photo[] =>
  [...photos]
    .sort((a, b) => a.order - b.order)
    .map(({ id, url, thumbnailUrl }): Photo => ({ id, url, thumbnailUrl, progress: 100, error: null }));

/** The photos on the server, in profile order: the ones that can be dragged and count. */
export const uploadedPhotos = (photos: readonly Photo[]) => photos.filter((photo) => !isTemp(photo.id));

/** PRODUCT §2.4: only photos at progress 100 count towards the minimum. */
export const completeCount = (photos: readonly Photo[]) =>
  photos.filter((photo) => photo.progress === 100).length;

const update = (photos: Photo[], id: string, change: (photo: Photo) => Photo) =>
  photos.map((photo) => (photo.id === id ? change(photo) : photo));

/**
 * The photo step's list. Uploaded photos always come first, in server order, then the temp
 * ones: the server appends each upload after the member's last photo, so a photo that
 * finishes uploading takes the place right after the uploaded ones, whichever started first.
 */
export function photoListReducer(state: PhotoListState, action: PhotoAction): PhotoListState {
  const { photos } = state;
  switch (action.type) {
    case 'loaded':
      return {
        status: 'ready',
        photos: [...fromServer(action.photos), ...photos.filter((p) => isTemp(p.id))],
      };
    case 'added': {
      const photo: Photo = { id: action.id, url: action.url, progress: 0, error: null, blob: action.blob };
      return { ...state, photos: [...photos, photo] };
    }
    case 'progressed':
      // Bytes sent are not a stored photo: 100 waits for the server's answer.
      return {
        ...state,
        photos: update(photos, action.id, (photo) =>
          photo.error === null
            ? { ...photo, progress: Math.min(99, Math.max(photo.progress ?? 0, action.percent)) }
            : photo,
        ),
      };
    case 'uploaded': {
      if (!photos.some((photo) => photo.id === action.id)) return state;
      const rest = photos.filter((photo) => photo.id !== action.id);
      const done: Photo = { id: action.photoId, url: action.url, progress: 100, error: null };
      const at = uploadedPhotos(rest).length;
      return { ...state, photos: [...rest.slice(0, at), done, ...rest.slice(at)] };
    }
    case 'failed':
      return {
        ...state,
        photos: update(photos, action.id, (photo) => ({
          ...photo,
          progress: null,
          error: photoMessages.uploadFailed,
        })),
      };
    case 'retried':
      return {
        ...state,
        photos: update(photos, action.id, (photo) => ({ ...photo, progress: 0, error: null })),
      };
    case 'removed':
      return { ...state, photos: photos.filter((photo) => photo.id !== action.id) };
    case 'restored': {
      if (photos.some((photo) => photo.id === action.photo.id)) return state;
      const at = Math.min(Math.max(0, action.index), uploadedPhotos(photos).length);
      return { ...state, photos: [...photos.slice(0, at), action.photo, ...photos.slice(at)] };
    }
    case 'reordered': {
      const uploaded = uploadedPhotos(photos);
      const listed = action.ids.flatMap((id) => uploaded.filter((photo) => photo.id === id));
      const unlisted = uploaded.filter((photo) => !action.ids.includes(photo.id));
      return { ...state, photos: [...listed, ...unlisted, ...photos.filter((p) => isTemp(p.id))] };
    }
  }
}
