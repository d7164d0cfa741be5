import { chatEndpoints } from '@lien/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../session/storage';
import { deferred, json } from '../test/fetchMock';
import { call } from './call';
import { loadCsrfToken } from './client';

afterEach(() => vi.unstubAllGlobals());

const flags = {
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};

describe('a call belongs to the member who made it', () => {
  it('sends a message written by one member with her token, even if another logs in while it waits', async () => {
    // The page has just opened: the CSRF token is still on its way when she presses send.
    const csrf = deferred<Response>();
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input) === '/api/get_csrf_token') return csrf.promise;
        sent.push(new Headers(init.headers).get('authorization'));
        return json({ error: 'Session invalide ou expirée.' }, 401);
      }),
    );
    void loadCsrfToken();
    saveSession('token-helene', { id: 7, ...flags });
    const sending = call(chatEndpoints.send, {
      body: { conversationID: 3, messageContent: 'Bonne soirée !' },
    }).catch(() => undefined);

    saveSession('token-bruno', { id: 8, ...flags });
    csrf.resolve(json({ csrf_token: 'csrf' }));
    await sending;
    expect(sent).toEqual(['Bearer token-helene']);
    // Her token's refusal is not his session's end.
    expect(localStorage.getItem('token')).toBe('token-bruno');
  });
});
