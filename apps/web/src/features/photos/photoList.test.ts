import { describe, expect, it } from 'vitest';
import {
  completeCount,
  initialPhotoList,
  isTemp,
  newTempId,
  type PhotoAction,
  type PhotoListState,
  photoListReducer,
} from './photoList';

const server = (id: string, order: number) => ({
  id,
  url: `/photos/${id}.webp`,
  thumbnailUrl: `/photos/${id}-t.webp`,
  order,
});
const blob = new Blob(['x'], { type: 'image/jpeg' });

const run = (...actions: PhotoAction[]) => actions.reduce(photoListReducer, initialPhotoList);
const ids = (state: PhotoListState) => state.photos.map((photo) => photo.id);

describe('the photo list (PRODUCT §3, §4)', () => {
  it('loads server photos in their order, at progress 100', () => {
    const state = run({ type: 'loaded', photos: [server('b', 1), server('a', 0)] });
    expect(state.status).toBe('ready');
    expect(ids(state)).toEqual(['a', 'b']);
    expect(state.photos[0]).toMatchObject({ progress: 100, error: null, thumbnailUrl: '/photos/a-t.webp' });
    expect(completeCount(state.photos)).toBe(2);
  });

  it('names local photos temp-… and keeps them unique', () => {
    const first = newTempId();
    expect(isTemp(first)).toBe(true);
    expect(newTempId()).not.toBe(first);
  });

  it('adds a temp photo at 0, raises it with the bytes sent but keeps 100 for the reply', () => {
    let state = run({ type: 'loaded', photos: [] }, { type: 'added', id: 'temp-1', url: 'blob:1', blob });
    expect(state.photos[0]).toMatchObject({ id: 'temp-1', progress: 0, error: null });
    state = photoListReducer(state, { type: 'progressed', id: 'temp-1', percent: 40 });
    state = photoListReducer(state, { type: 'progressed', id: 'temp-1', percent: 30 });
    expect(state.photos[0]?.progress).toBe(40);
    state = photoListReducer(state, { type: 'progressed', id: 'temp-1', percent: 100 });
    expect(state.photos[0]?.progress).toBe(99);
    expect(completeCount(state.photos)).toBe(0);
    state = photoListReducer(state, { type: 'uploaded', id: 'temp-1', photoId: 'srv', url: '/photos/srv' });
    expect(state.photos).toEqual([{ id: 'srv', url: '/photos/srv', progress: 100, error: null }]);
  });

  it('places a finished upload after the uploaded photos, as the server does', () => {
    const state = run(
      { type: 'loaded', photos: [server('a', 0)] },
      { type: 'added', id: 'temp-1', url: 'blob:1', blob },
      { type: 'added', id: 'temp-2', url: 'blob:2', blob },
      { type: 'uploaded', id: 'temp-2', photoId: 'second', url: '/photos/second' },
    );
    expect(ids(state)).toEqual(['a', 'second', 'temp-1']);
  });

  it("clears the progress of a failed upload and marks it 'Upload failed'; a retry starts again", () => {
    let state = run(
      { type: 'loaded', photos: [] },
      { type: 'added', id: 'temp-1', url: 'blob:1', blob },
      { type: 'progressed', id: 'temp-1', percent: 60 },
      { type: 'failed', id: 'temp-1' },
    );
    expect(state.photos[0]).toMatchObject({ progress: null, error: 'Upload failed', blob });
    state = photoListReducer(state, { type: 'progressed', id: 'temp-1', percent: 80 });
    expect(state.photos[0]?.progress).toBeNull();
    state = photoListReducer(state, { type: 'retried', id: 'temp-1' });
    expect(state.photos[0]).toMatchObject({ progress: 0, error: null });
  });

  it('restores a removed photo at its place, never among the temp ones', () => {
    const loaded = run(
      { type: 'loaded', photos: [server('a', 0), server('b', 1), server('c', 2)] },
      { type: 'added', id: 'temp-1', url: 'blob:1', blob },
    );
    const b = loaded.photos[1];
    if (!b) throw new Error('no b');
    const removed = photoListReducer(loaded, { type: 'removed', id: 'b' });
    expect(ids(removed)).toEqual(['a', 'c', 'temp-1']);
    expect(ids(photoListReducer(removed, { type: 'restored', photo: b, index: 1 }))).toEqual([
      'a',
      'b',
      'c',
      'temp-1',
    ]);
    expect(ids(photoListReducer(removed, { type: 'restored', photo: b, index: 9 }))).toEqual([
      'a',
      'c',
      'b',
      'temp-1',
    ]);
  });

  it('reorders the uploaded photos and keeps the temp ones last', () => {
    const state = run(
      { type: 'loaded', photos: [server('a', 0), server('b', 1), server('c', 2)] },
      { type: 'added', id: 'temp-1', url: 'blob:1', blob },
      { type: 'reordered', ids: ['c', 'a'] },
    );
    expect(ids(state)).toEqual(['c', 'a', 'b', 'temp-1']);
  });

  it('keeps photos added before the list arrives', () => {
    const state = run(
      { type: 'added', id: 'temp-1', url: 'blob:1', blob },
      { type: 'loaded', photos: [server('a', 0)] },
    );
    expect(ids(state)).toEqual(['a', 'temp-1']);
  });
});
