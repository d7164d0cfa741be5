import { waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../test/fetchMock';
import { releaseDeviceWhenMembersChange } from './leaveDevice';
import { clearAllStorage, expireSession, saveSession } from './storage';

beforeAll(async () => {
  await primeCsrf();
  releaseDeviceWhenMembersChange();
});
afterEach(() => vi.unstubAllGlobals());

const WAIT = { timeout: 15_000 };
const ENDPOINT = 'https://push.example.com/appareil-de-helene';
const flags = {
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};

/** A browser where the member turned push on: one subscription, until it is unsubscribed. */
function subscribedBrowser() {
  const subscription = { endpoint: ENDPOINT, unsubscribe: vi.fn(async () => true) };
  const pushManager = {
    getSubscription: async () => (subscription.unsubscribe.mock.calls.length ? null : subscription),
  };
  vi.stubGlobal('Notification', { permission: 'granted' });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return subscription;
}

describe("the device's push subscription belongs to the member who turned it on", () => {
  it('is unsubscribed at logout, and the server told to forget it with the leaving member’s token', async () => {
    const subscription = subscribedBrowser();
    const api = mockFetch({ 'POST /api/push/unsubscribe': () => json({ status: 'ok' }) });
    saveSession('token-helene', { id: 7, ...flags });
    clearAllStorage();
    await waitFor(() => expect(api.calls('POST /api/push/unsubscribe')).toHaveLength(1), WAIT);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    const [told] = api.calls('POST /api/push/unsubscribe');
    expect(told?.headers.get('authorization')).toBe('Bearer token-helene');
    expect(told?.body).toEqual({ endpoint: ENDPOINT });
  });

  it('is unsubscribed in the browser when another member logs in, even if the server cannot be reached', async () => {
    const subscription = subscribedBrowser();
    const api = mockFetch({ 'POST /api/push/unsubscribe': () => Promise.reject(new TypeError('offline')) });
    saveSession('token-helene', { id: 7, ...flags });
    saveSession('token-bruno', { id: 8, ...flags });
    await waitFor(() => expect(api.calls('POST /api/push/unsubscribe')).toHaveLength(1), WAIT);
    // From now on the push service answers 410 to the server, which forgets the device (API tests).
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBe('token-bruno');
  });

  it('is unsubscribed when the session ends by itself', async () => {
    const subscription = subscribedBrowser();
    mockFetch({ 'POST /api/push/unsubscribe': () => json({ error: 'Session invalide ou expirée.' }, 401) });
    saveSession('token-helene', { id: 7, ...flags });
    expireSession();
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledTimes(1), WAIT);
  });

  it('stays when the same member logs in again (a new token is no change of member)', async () => {
    const subscription = subscribedBrowser();
    const api = mockFetch({});
    saveSession('token-helene', { id: 7, ...flags });
    saveSession('token-helene-2', { id: 7, ...flags });
    // Another member's log-in afterwards does end it: proof that the listener ran in between.
    saveSession('token-bruno', { id: 8, ...flags });
    await waitFor(() => expect(api.calls('POST /api/push/unsubscribe')).toHaveLength(1), WAIT);
    expect(api.calls('POST /api/push/unsubscribe')[0]?.headers.get('authorization')).toBe(
      'Bearer token-helene-2',
    );
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
