import { photosEndpoints } from '@lien/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/call';
import { ApiError } from '../../api/client';
import { saveSession } from '../../session/storage';
import { FakeXhr, installFakeXhr, lastXhr, nextXhr } from '../../test/fakeXhr';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { uploadErrorText, uploadPhoto } from './upload';

afterEach(() => vi.unstubAllGlobals());

const signIn = () =>
  saveSession('jwt', {
    id: 4,
    isVerified: true,
    photoUploadCompleted: false,
    interestsCompleted: false,
    personalityCompleted: false,
  });
const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

/** The upload's rejection, once the request has been sent and the test has settled it. */
async function failedUpload(settle: (xhr: FakeXhr) => void): Promise<unknown> {
  const sent = FakeXhr.requests.length;
  const upload = uploadPhoto(photo, () => {});
  settle(await nextXhr(sent));
  return upload.catch((error: unknown) => error);
}

describe('upload without a CSRF token (PRODUCT §8)', () => {
  it('refuses before sending anything when the token cannot be fetched', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const xhr = installFakeXhr();
    await expect(uploadPhoto(photo, () => {})).rejects.toThrow(
      'Une erreur de sécurité est survenue. Veuillez rafraîchir la page.',
    );
    expect(xhr.requests).toHaveLength(0);
  });
});

describe('photo calls', () => {
  beforeAll(primeCsrf);

  it("refuses an upload without a session: 'Missing token'", async () => {
    const xhr = installFakeXhr();
    await expect(uploadPhoto(photo, () => {})).rejects.toThrow('Missing token');
    expect(xhr.requests).toHaveLength(0);
  });

  it('sends the file as the multipart field photo, with credentials, CSRF and Bearer, and reports progress', async () => {
    signIn();
    installFakeXhr();
    const progress: number[] = [];
    const upload = uploadPhoto(photo, (percent) => progress.push(percent));
    await vi.waitFor(() => lastXhr(), patiently);
    const xhr = lastXhr();
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/upload_photo', withCredentials: true });
    expect(xhr.headers).toMatchObject({ 'x-csrf-token': 'test-csrf', authorization: 'Bearer jwt' });
    expect(xhr.field('photo')).toBeInstanceOf(Blob);
    xhr.progress(25, 100);
    xhr.progress(1000, 1000);
    xhr.respond(200, { photoId: 'p1', url: '/photos/p1.webp' });
    await expect(upload).resolves.toEqual({ photoId: 'p1', url: '/photos/p1.webp' });
    expect(progress).toEqual([25, 100]);
  });

  it("rejects with the server's error on a refusal", async () => {
    signIn();
    installFakeXhr();
    const error = await failedUpload((xhr) =>
      xhr.respond(415, { error: 'Format de fichier non supporté. Utilisez JPG, PNG ou WebP.' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(uploadErrorText(error)).toBe('Format de fichier non supporté. Utilisez JPG, PNG ou WebP.');
    const bare = await failedUpload((xhr) => xhr.respond(500, 'oops'));
    expect(uploadErrorText(bare)).toBe('Upload failed');
  });

  it("rejects with 'Erreur pendant l'upload d'une photo.' on a network error or an unreadable reply", async () => {
    signIn();
    installFakeXhr();
    const network = await failedUpload((xhr) => xhr.failNetwork());
    expect(network).toHaveProperty('message', "Erreur pendant l'upload d'une photo.");
    const unreadable = await failedUpload((xhr) => xhr.respond(200, { id: 'p1' }));
    expect(uploadErrorText(unreadable)).toBe("Erreur pendant l'upload d'une photo.");
  });

  it('cancels the request when its signal aborts', async () => {
    signIn();
    installFakeXhr();
    const controller = new AbortController();
    const upload = uploadPhoto(photo, () => {}, controller.signal);
    await vi.waitFor(() => lastXhr(), patiently);
    controller.abort();
    await expect(upload).rejects.toHaveProperty('name', 'AbortError');
    expect(lastXhr().aborted).toBe(true);
  });

  it('lists, reorders and deletes through the typed calls', async () => {
    signIn();
    const api = mockFetch({
      'GET /api/my_photos': () =>
        json({ photos: [{ id: 'a', url: '/photos/a', thumbnailUrl: '/photos/at', order: 0 }] }),
      'POST /api/update_photos_order': () => json({ status: 'ok' }),
      'DELETE /api/delete_photo/a': () => json({ status: 'ok' }),
    });
    await expect(call(photosEndpoints.mine)).resolves.toEqual({
      photos: [{ id: 'a', url: '/photos/a', thumbnailUrl: '/photos/at', order: 0 }],
    });
    await call(photosEndpoints.reorder, { body: { photoIds: ['b', 'a'] } });
    await call(photosEndpoints.remove, { params: { id: 'a' } });
    const [order] = api.calls('POST /api/update_photos_order');
    expect(order?.body).toEqual({ photoIds: ['b', 'a'] });
    expect(order?.headers.get('x-csrf-token')).toBe('test-csrf');
    expect(api.calls('DELETE /api/delete_photo/a')[0]?.headers.get('authorization')).toBe('Bearer jwt');
  });
});
