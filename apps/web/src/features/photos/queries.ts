import { photosEndpoints } from '@lien/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';
import { verificationKeys } from '../verification/queries';
import { fromServer, type Photo, photoListReducer } from './photoList';
import { type UploadProgress, uploadPhoto } from './upload';

/** The query keys of the member's photos. */
export const photosKeys = {
  all: ['photos'] as const,
  /** The member's own photos, as GET /api/my_photos lists them, in profile order. */
  mine: () => [...photosKeys.all, 'mine'] as const,
};

/**
 * Deletions and reorders reach the server one at a time, in the order the member made them (TanStack
 * Query runs the mutations of one scope in turn): a new order sent while a deletion is in flight would
 * name a photo the server still has. Uploads run beside them, each at its own pace.
 */
const PHOTO_WRITES = { id: 'photos' };

/**
 * The member's photos on the server, read afresh each time the photo step opens and never behind the
 * member's back: from then on the uploads, removals and reorders below keep this list current.
 */
export function useMyPhotos() {
  return useQuery({
    queryKey: photosKeys.mine(),
    queryFn: async (): Promise<Photo[]> => fromServer((await call(photosEndpoints.mine)).photos),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Changes the cached list at once, a load on its way left out so that it cannot write over the change. */
function changeList(queryClient: QueryClient, change: (photos: Photo[]) => Photo[]) {
  void queryClient.cancelQueries({ queryKey: photosKeys.mine() });
  queryClient.setQueryData<Photo[]>(photosKeys.mine(), (photos) => photos && change(photos));
}

/** The same change as the photo step's list would make (photoList.ts), on the cached server list. */
const applying = (action: Parameters<typeof photoListReducer>[1]) => (photos: Photo[]) =>
  photoListReducer({ status: 'ready', photos }, action).photos;

/** What one upload takes: the cropped file, where its progress goes, how to cancel it, its key. */
export interface PhotoUpload {
  blob: Blob;
  onProgress: UploadProgress;
  signal: AbortSignal;
  /** The temp photo's id, the same on a retry: the server answers a retry of a stored upload with it. */
  uploadKey: string;
}

/**
 * Uploads one photo (POST /api/upload_photo, with its progress); the stored photo joins the cached
 * list, after the others, as the server places it.
 */
export function useUploadPhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: ({ blob, onProgress, signal, uploadKey }: PhotoUpload) =>
      uploadPhoto(blob, onProgress, signal, uploadKey),
    // Not before the list has come: the list that comes then holds it.
    onSuccess: ({ photoId, url }) =>
      queryClient.setQueryData<Photo[]>(
        photosKeys.mine(),
        (photos) => photos && [...photos, { id: photoId, url, progress: 100, error: null }],
      ),
  });
}

/** A reply with a message: the main photo changed and the photo verification ended (issue #29). */
function verificationEnded(queryClient: QueryClient, reply: { message?: string }) {
  if (reply.message) void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
}

/** Deletes a stored photo (DELETE /api/delete_photo/:id): gone at once, back in its place on a failure. */
export function useDeletePhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    scope: PHOTO_WRITES,
    mutationFn: (id: string) => call(photosEndpoints.remove, { params: { id } }),
    onMutate: (id) => {
      const photos = queryClient.getQueryData<Photo[]>(photosKeys.mine()) ?? [];
      const index = photos.findIndex((photo) => photo.id === id);
      changeList(queryClient, applying({ type: 'removed', id }));
      return { photo: photos[index], index };
    },
    onError: (_error, _id, removed) => {
      const photo = removed?.photo;
      if (photo) changeList(queryClient, applying({ type: 'restored', photo, index: removed.index }));
    },
    onSuccess: (reply) => verificationEnded(queryClient, reply),
  });
}

/** Sends the whole new order (POST /api/update_photos_order): shown at once, the old one back on a failure. */
export function useReorderPhotosMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    scope: PHOTO_WRITES,
    mutationFn: ({ after }: { before: string[]; after: string[] }) =>
      call(photosEndpoints.reorder, { body: { photoIds: after } }),
    onMutate: ({ after }) => changeList(queryClient, applying({ type: 'reordered', ids: after })),
    onError: (_error, { before }) => changeList(queryClient, applying({ type: 'reordered', ids: before })),
    onSuccess: (reply) => verificationEnded(queryClient, reply),
  });
}
