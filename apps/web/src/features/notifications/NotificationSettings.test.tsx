import { DEFAULT_NOTIFICATION_PREFERENCES, notificationMessages } from '@lien/contract';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_WORKER_URL } from '../../push/device';
import { deferred, type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { NotificationSettings } from './NotificationSettings';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const ENDPOINT = 'https://push.example.com/device-1';

/**
 * A browser with the Push API: `Notification.requestPermission` answers `answer`, the service worker
 * registers and subscribes; everything it was asked is kept for the test to read.
 */
function fakeBrowser(answer: NotificationPermission = 'granted') {
  let subscription: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => unknown } | null =
    null;
  const asked = { permission: 0, registered: [] as string[], subscribedWith: null as unknown };
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      asked.subscribedWith = options;
      subscription = {
        endpoint: ENDPOINT,
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPcle', auth: 'secret' } }),
      };
      return subscription;
    },
  };
  let registration: { pushManager: typeof pushManager } | undefined;
  const notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => {
      asked.permission += 1;
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      register: async (url: string) => {
        asked.registered.push(url);
        registration = { pushManager };
        return registration;
      },
      get ready() {
        return Promise.resolve(registration);
      },
    },
  });
  return { asked, notification, current: () => subscription };
}

function open(routes: Record<string, FakeHandler> = {}) {
  let saved = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  const api = mockFetch({
    'GET /api/notification_preferences': () => json(saved),
    'PUT /api/notification_preferences': (request) => {
      saved = request.body as typeof saved;
      return json(saved);
    },
    'GET /api/push/public_key': () => json({ publicKey: 'BOrbHQbS9qmQoOXGu5ppkMJc2xVxuY0P8BHWi3ajN7w' }),
    'POST /api/push/subscriptions': () => json({ status: 'ok' }),
    'POST /api/push/unsubscribe': () => json({ status: 'ok' }),
    ...routes,
  });
  renderScreen(<NotificationSettings />, '/privacy');
  return { api, user: userEvent.setup() };
}

const push = () => screen.getByRole('switch', { name: /^Notifications push sur cet appareil/ });
const kind = (name: string) => screen.findByRole('switch', { name: new RegExp(`^${name}`) });

describe('the notification toggles (issue #17)', () => {
  it('are read from the account and each change is saved on the server', async () => {
    fakeBrowser();
    const { user, api } = open({
      'GET /api/notification_preferences': () => json({ ...DEFAULT_NOTIFICATION_PREFERENCES, calls: false }),
    });
    expect(await kind('Notifications d’appels vidéo planifiés')).not.toBeChecked();
    await user.click(await kind('Notifications de nouveaux messages'));
    await user.click(await kind('Résumé quotidien par e-mail'));
    await waitFor(() => expect(api.calls('PUT /api/notification_preferences')).toHaveLength(2));
    expect(api.calls('PUT /api/notification_preferences').at(-1)?.body).toEqual({
      messages: false,
      matches: true,
      calls: false,
      dailyPick: true,
      emailDigest: false,
    });
    expect(await kind('Notifications de nouveaux messages')).not.toBeChecked();
  });

  it('saves two quick changes one after the other, and neither switch flicks back meanwhile', async () => {
    fakeBrowser();
    const replies: Array<ReturnType<typeof deferred<Response>>> = [];
    const { user, api } = open({
      'PUT /api/notification_preferences': (request) => {
        const reply = deferred<Response>();
        replies.push(reply);
        return reply.promise.then(() => json(request.body));
      },
    });
    await user.click(await kind('Notifications de nouveaux messages'));
    await user.click(await kind('Résumé quotidien par e-mail'));
    // The second waits for the first: the server keeps the choices in the order made.
    await waitFor(() => expect(api.calls('PUT /api/notification_preferences')).toHaveLength(1));
    expect(await kind('Résumé quotidien par e-mail')).not.toBeChecked();
    replies[0]?.resolve(new Response());
    await waitFor(() => expect(api.calls('PUT /api/notification_preferences')).toHaveLength(2));
    // The first reply (digest still on) is not shown over the second choice.
    expect(await kind('Résumé quotidien par e-mail')).not.toBeChecked();
    expect(api.calls('PUT /api/notification_preferences')[1]?.body).toMatchObject({
      messages: false,
      emailDigest: false,
    });
    replies[1]?.resolve(new Response());
    expect(await kind('Notifications de nouveaux messages')).not.toBeChecked();
    expect(await kind('Résumé quotidien par e-mail')).not.toBeChecked();
  });

  it('puts a switch back and says so when the server refuses the change', async () => {
    fakeBrowser();
    const { user } = open({ 'PUT /api/notification_preferences': () => json({ error: 'Erreur' }, 500) });
    await user.click(await kind('Notifications de nouveaux matchs'));
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.saveFailed);
    expect(await kind('Notifications de nouveaux matchs')).toBeChecked();
  });

  it('asks the browser’s permission only when push is turned on, then subscribes this device', async () => {
    const browser = fakeBrowser();
    const { user, api } = open();
    await kind('Notifications de nouveaux messages');
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(push()).not.toBeChecked();

    await user.click(push());
    await waitFor(() => expect(push()).toBeChecked());
    expect(browser.asked.permission).toBe(1);
    expect(browser.asked.registered).toEqual([PUSH_WORKER_URL]);
    expect(api.calls('POST /api/push/subscriptions').map((call) => call.body)).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: 'BPcle', auth: 'secret' } },
    ]);

    await user.click(push());
    await waitFor(() => expect(push()).not.toBeChecked());
    expect(browser.current()).toBeNull();
    expect(api.calls('POST /api/push/unsubscribe').map((call) => call.body)).toEqual([
      { endpoint: ENDPOINT },
    ]);
  });

  it('says what to do when the permission is refused, and subscribes nothing', async () => {
    fakeBrowser('denied');
    const { user, api } = open();
    await user.click(push());
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.pushRefused);
    expect(push()).not.toBeChecked();
    expect(api.calls('POST /api/push/subscriptions')).toEqual([]);
  });
});
