import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../session/storage';
import { installFakeXhr } from '../../test/fakeXhr';
import { uploadPhoto } from './upload';

afterEach(() => vi.unstubAllGlobals());

// A file of its own: the page keeps a failed token fetch for good (api/client.ts), so no other upload
// of this module graph could have one.
describe('upload without a CSRF token (PRODUCT §8)', () => {
  it('refuses before sending anything when the token could not be fetched', async () => {
    saveSession('jwt', {
      id: 4,
      isVerified: true,
      photoUploadCompleted: false,
      interestsCompleted: false,
      personalityCompleted: false,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const xhr = installFakeXhr();
    await expect(uploadPhoto(new Blob(['jpeg bytes'], { type: 'image/jpeg' }), () => {})).rejects.toThrow(
      'Une erreur de sécurité est survenue. Veuillez rafraîchir la page.',
    );
    expect(xhr.requests).toHaveLength(0);
  });
});
