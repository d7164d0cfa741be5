import { arrayMove } from '@dnd-kit/sortable';
import { photoMessages } from '@lien/contract/texts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { isTemp, newTempId, photoListReducer, uploadedPhotos } from './photoList';
import { photoTexts } from './photoTexts';
import {
  useDeletePhotoMutation,
  useMyPhotos,
  useReorderPhotosMutation,
  useUploadPhotoMutation,
} from './queries';
import { isAbort, uploadErrorText } from './upload';

/**
 * The member's photos and every change to them (PRODUCT §4): upload with progress, retry,
 * optimistic removal and reordering rolled back when the server refuses. The stored photos are the
 * query's (queries.ts, whose mutations keep them current); the ones still uploading are this
 * screen's own, after them. `message` is the latest French error to show.
 */
export function usePhotos() {
  const server = useMyPhotos();
  // The photos not yet on the server: their preview, progress or failure, and the file to retry with.
  const [uploading, dispatch] = useReducer(photoListReducer, { status: 'ready', photos: [] });
  const [message, setMessage] = useState<string | null>(null);
  const stored = server.data;
  const photos = stored ? [...stored, ...uploading.photos] : uploading.photos;
  // Async answers must act on the list as it is when they arrive, not as it was when they left.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const previews = useRef(new Map<string, string>());
  const uploads = useRef(new Map<string, AbortController>());
  const { mutateAsync: upload } = useUploadPhotoMutation();
  const { mutateAsync: deletePhoto } = useDeletePhotoMutation();
  const { mutateAsync: sendOrder } = useReorderPhotosMutation();

  const forgetPreview = useCallback((id: string) => {
    const url = previews.current.get(id);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(id);
  }, []);

  // Asked again after a failure ('Réessayer'), the list shows as loading until the answer.
  const status = stored ? 'ready' : server.isError && !server.isFetching ? 'failed' : 'loading';

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const send = useCallback(
    (id: string, blob: Blob) => {
      const controller = new AbortController();
      uploads.current.set(id, controller);
      const onProgress = (percent: number) => dispatch({ type: 'progressed', id, percent });
      upload({ blob, onProgress, signal: controller.signal, uploadKey: id })
        .then(() => {
          // The stored photo is in the query's list by now: the temp one leaves.
          dispatch({ type: 'removed', id });
          forgetPreview(id);
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          dispatch({ type: 'failed', id });
          setMessage(uploadErrorText(error));
        })
        .finally(() => uploads.current.delete(id));
    },
    [forgetPreview, upload],
  );

  /** Adds a cropped photo as a temp one at progress 0 and starts its upload. */
  const add = useCallback(
    (blob: Blob) => {
      setMessage(null);
      const id = newTempId();
      const url = URL.createObjectURL(blob);
      previews.current.set(id, url);
      dispatch({ type: 'added', id, url, blob });
      send(id, blob);
    },
    [send],
  );

  const retry = useCallback(
    (id: string) => {
      const blob = photosRef.current.find((photo) => photo.id === id)?.blob;
      if (!blob) return;
      setMessage(null);
      dispatch({ type: 'retried', id });
      send(id, blob);
    },
    [send],
  );

  /** What the server tells of a change: a new main photo ended the photo verification (issue #29). */
  const told = useCallback((reply: { message?: string }) => {
    if (reply.message) setMessage(reply.message);
  }, []);

  /** A temp photo is dropped here (its upload cancelled); a server one optimistically, restored on failure. */
  const remove = useCallback(
    (id: string) => {
      if (!photosRef.current.some((photo) => photo.id === id)) return;
      setMessage(null);
      if (isTemp(id)) {
        dispatch({ type: 'removed', id });
        uploads.current.get(id)?.abort();
        forgetPreview(id);
        return;
      }
      deletePhoto(id).then(told, (error: unknown) => {
        // A rule the server holds (a profile keeps its minimum of photos) says why; any other
        // failure is the §8 text.
        const refusedByRule = error instanceof ApiError && error.status === 409;
        setMessage(refusedByRule ? errorText(error, photoMessages.deleteFailed) : photoMessages.deleteFailed);
      });
    },
    [forgetPreview, deletePhoto, told],
  );

  /** Moves an uploaded photo to another's place, sends the whole new order, rolls back on failure. */
  const reorder = useCallback(
    (activeId: string, overId: string) => {
      const before = uploadedPhotos(photosRef.current).map((photo) => photo.id);
      const from = before.indexOf(activeId);
      const to = before.indexOf(overId);
      if (from < 0 || to < 0 || from === to) return;
      const after = arrayMove(before, from, to);
      setMessage(null);
      sendOrder({ before, after }).then(told, (error: unknown) =>
        setMessage(errorText(error, photoTexts.reorderFailed)),
      );
    },
    [sendOrder, told],
  );

  return {
    status,
    loadError: server.error,
    photos,
    message,
    setMessage,
    reload: () => void server.refetch(),
    add,
    retry,
    remove,
    reorder,
  };
}
