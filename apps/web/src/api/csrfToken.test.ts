import { chatEndpoints } from '@lien/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetchMock';
import { signIn } from '../test/session';
import { call } from './call';

afterEach(() => vi.unstubAllGlobals());

describe('the CSRF token', () => {
  it('is asked for by an unsafe call sent before the start-up fetch went out (it waits for the first content)', async () => {
    signIn();
    const api = mockFetch({ 'POST /api/send_message': () => json({ messageID: 1 }) });
    await call(chatEndpoints.send, { body: { conversationID: 3, messageContent: 'Bonjour !' } }).catch(
      () => undefined,
    );
    expect(api.fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/get_csrf_token',
      '/api/send_message',
    ]);
    expect(api.calls('POST /api/send_message')[0]?.headers.get('x-csrf-token')).toBe('test-csrf');
  });
});

describe('a CSRF token fetch that failed (offline)', () => {
  it('refuses the call that waited for it, and is asked again by the next one', async () => {
    vi.resetModules();
    const [{ call: freshCall }, { loadCsrfToken }, { clientMessages }] = await Promise.all([
      import('./call'),
      import('./client'),
      import('@lien/contract/texts'),
    ]);
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await loadCsrfToken();
    const send = () =>
      freshCall(chatEndpoints.send, { body: { conversationID: 3, messageContent: 'Bonjour !' } });
    await expect(send()).rejects.toThrow(clientMessages.csrfMissing);

    const api = mockFetch({ 'POST /api/send_message': () => json({ messageID: 1 }) });
    await send().catch(() => undefined);
    expect(api.calls('GET /api/get_csrf_token')).toHaveLength(1);
    expect(api.calls('POST /api/send_message')[0]?.headers.get('x-csrf-token')).toBe('test-csrf');
  });
});
