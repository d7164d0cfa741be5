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
