import { arrayMove } from '@dnd-kit/sortable';
import { type MyPhoto, photoMessages } from '@lien/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { isAbort, photosApi, uploadErrorText } from '../../api/photos';
import { initialPhotoList, isTemp, newTempId, photoListReducer, uploadedPhotos } from './photoList';
import { photoTexts } from './photoTexts';
import { useMyPhotos } from './queries';

/**
 * The member's photos and every change to them (SPEC §4): upload with progress, retry,
 * optimistic removal and reordering rolled back when the server refuses. `message` is the
 * latest French error to show.
 */
export function usePhotos() {
  const [state, dispatch] = useReducer(photoListReducer, initialPhotoList);
  const [message, setMessage] = useState<string | null>(null);
  // Async answers must act on the list as it is when they arrive, not as it was when they left.
  const photosRef = useRef(state.photos);
  photosRef.current = state.photos;
  const previews = useRef(new Map<string, string>());
  const uploads = useRef(new Map<string, AbortController>());
  // Deletions and reorders reach the server one at a time, in the order the member made them:
  // a new order sent while a deletion is in flight would name a photo the server still has.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const serial = useCallback((task: () => Promise<void>) => {
    queue.current = queue.current.then(task);
  }, []);

  const forgetPreview = useCallback((id: string) => {
    const url = previews.current.get(id);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(id);
  }, []);

  // Each answer of the server's list goes into the list on screen once (adjusted while rendering).
  const server = useMyPhotos();
  const [taken, setTaken] = useState<MyPhoto[] | undefined>(undefined);
  if (server.data && server.data !== taken) {
    setTaken(server.data);
    dispatch({ type: 'loaded', photos: server.data });
  }
  // Asked again after a failure ('Réessayer'), the list shows as loading until the answer.
  const status =
    state.status === 'ready' ? 'ready' : server.isError && !server.isFetching ? 'failed' : 'loading';

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
      photosApi
        .uploadPhoto(blob, onProgress, controller.signal, id)
        .then((reply) => {
          dispatch({ type: 'uploaded', id, photoId: reply.photoId, url: reply.url });
          forgetPreview(id);
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          dispatch({ type: 'failed', id });
          setMessage(uploadErrorText(error));
        })
        .finally(() => uploads.current.delete(id));
    },
    [forgetPreview],
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

  /** A temp photo is dropped here (its upload cancelled); a server one optimistically, restored on failure. */
  const remove = useCallback(
    (id: string) => {
      const index = photosRef.current.findIndex((photo) => photo.id === id);
      const photo = photosRef.current[index];
      if (!photo) return;
      setMessage(null);
      dispatch({ type: 'removed', id });
      if (isTemp(id)) {
        uploads.current.get(id)?.abort();
        forgetPreview(id);
        return;
      }
      serial(async () => {
        try {
          await photosApi.deletePhoto(id);
        } catch (error) {
          dispatch({ type: 'restored', photo, index });
          // A rule the server holds (a profile keeps its minimum of photos) says why; any other
          // failure is the §8 text.
          const refusedByRule = error instanceof ApiError && error.status === 409;
          setMessage(
            refusedByRule ? errorText(error, photoMessages.deleteFailed) : photoMessages.deleteFailed,
          );
        }
      });
    },
    [forgetPreview, serial],
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
      dispatch({ type: 'reordered', ids: after });
      serial(async () => {
        try {
          await photosApi.updateOrder(after);
        } catch (error) {
          dispatch({ type: 'reordered', ids: before });
          setMessage(errorText(error, photoTexts.reorderFailed));
        }
      });
    },
    [serial],
  );

  return {
    status,
    loadError: server.error,
    photos: state.photos,
    message,
    setMessage,
    reload: () => void server.refetch(),
    add,
    retry,
    remove,
    reorder,
  };
}
