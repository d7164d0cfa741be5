import { DEFAULT_NOTIFICATION_PREFERENCES, notificationMessages } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { matchMembers, useLiveApp } from './chat-helpers';
import { type FakeDevice, useLocalPushService } from './push-service';

const { t, client, member, token, connect } = useLiveApp();
const push = useLocalPushService();

const as = async (userId: number) => ({ token: await token(userId) });

async function subscribe(userId: number, device: FakeDevice) {
  const response = await client.post('/api/push/subscriptions', device.subscription, await as(userId));
  expect(response.statusCode, response.body).toBe(200);
}

async function couple(names: [string, string] = ['Hugo', 'Inès']) {
  const him = await member({ firstName: names[0], gender: 'male', seeking: 'female' });
  const her = await member({ firstName: names[1], gender: 'female', seeking: 'male' });
  return { him, her };
}

async function send(from: number, conversationID: number, messageContent: string) {
  const response = await client.post('/api/send_message', { conversationID, messageContent }, await as(from));
  expect(response.statusCode, response.body).toBe(200);
}

const subscriptionsOf = (userId: number) =>
  t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();

describe('notification preferences', () => {
  it('are all on until chosen, then read back as saved, on any device', async () => {
    const { him } = await couple();
    const read = await client.get('/api/notification_preferences', await as(him));
    expect(read.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const chosen = { messages: false, matches: true, calls: false, dailyPick: false, emailDigest: false };
    const saved = await client.put('/api/notification_preferences', chosen, await as(him));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await client.get('/api/notification_preferences', await as(him))).json()).toEqual(chosen);
    expect(
      (await client.put('/api/notification_preferences', { messages: 'oui' }, await as(him))).statusCode,
    ).toBe(400);
  });

  it('needs a session', async () => {
    expect((await client.get('/api/notification_preferences')).statusCode).toBe(401);
  });
});

describe('push subscriptions', () => {
  it('gives the VAPID public key, keeps one subscription per device, and forgets one on request', async () => {
    const { him } = await couple();
    const key = (await client.get('/api/push/public_key', await as(him))).json<{ publicKey: string }>();
    expect(key.publicKey).toBe(t.config.vapid.publicKey);
    const phone = push.device('phone');
    const laptop = push.device('laptop');
    await subscribe(him, phone);
    await subscribe(him, laptop);
    await subscribe(him, phone);
    expect((await subscriptionsOf(him)).map((row) => row.endpoint).sort()).toEqual(
      [phone.subscription.endpoint, laptop.subscription.endpoint].sort(),
    );
    const gone = await client.post(
      '/api/push/unsubscribe',
      { endpoint: phone.subscription.endpoint },
      await as(him),
    );
    expect(gone.statusCode).toBe(200);
    expect((await subscriptionsOf(him)).map((row) => row.endpoint)).toEqual([laptop.subscription.endpoint]);
  });

  it('refuses an endpoint that is not a push service address', async () => {
    const { him } = await couple();
    const keys = push.device('x').subscription.keys;
    for (const endpoint of ['http://push.example.com/abc', 'ftp://push.example.com/abc', 'pas une adresse']) {
      const response = await client.post('/api/push/subscriptions', { endpoint, keys }, await as(him));
      expect(response.statusCode, endpoint).toBe(400);
    }
    const refused = await client.post(
      '/api/push/subscriptions',
      { endpoint: 'http://push.example.com/abc', keys },
      await as(him),
    );
    expect(refused.json()).toEqual({ error: notificationMessages.invalidEndpoint });
    expect(await subscriptionsOf(him)).toEqual([]);
  });
});

describe('a push when the app is closed', () => {
  it('reaches every device of a member with no tab open for a new message, in French, with the thread to open', async () => {
    const { him, her } = await couple(['Hugo', 'Inès']);
    const conversation = await matchMembers(t.db, him, her);
    const [phone, laptop] = [push.device('her-phone'), push.device('her-laptop')];
    await subscribe(her, phone);
    await subscribe(her, laptop);

    await send(him, conversation, 'Bonjour Inès, tu connais le marché du dimanche ?');
    await t.app.pushesSettled();

    for (const device of [phone, laptop]) {
      expect(push.to(device).map((p) => p.payload)).toEqual([
        {
          title: 'Nouveau message de Hugo',
          body: 'Bonjour Inès, tu connais le marché du dimanche ?',
          url: `/chat?conversationID=${conversation}`,
          tag: `conversation-${conversation}`,
        },
      ]);
      expect(push.to(device)[0]?.authorization).toMatch(/^vapid t=.+, k=.+$/);
    }
    // The sender is never told of their own message.
    expect(push.received.filter((p) => p.payload.title.includes('Inès'))).toEqual([]);
  });

  it('is not sent while the member has the app open, and is once they closed it', async () => {
    const { him, her } = await couple(['Marc', 'Léonie']);
    const conversation = await matchMembers(t.db, him, her);
    const phone = push.device('leonie-phone');
    await subscribe(her, phone);
    const socket = await connect(her);

    await send(him, conversation, 'Premier message');
    await socket.next('message');
    await t.app.pushesSettled();
    expect(push.to(phone)).toEqual([]);

    socket.close();
    await socket.closed;
    // The server hears of the close a moment after the browser: once it has, the next message is pushed.
    await expect
      .poll(async () => {
        await send(him, conversation, 'Deuxième message');
        await t.app.pushesSettled();
        return push.to(phone).length;
      })
      .toBeGreaterThan(0);
    expect(new Set(push.to(phone).map((p) => p.payload.body))).toEqual(new Set(['Deuxième message']));
  });

  it('tells of a new match both members who have no tab open', async () => {
    const { him, her } = await couple(['Paul', 'Jeanne']);
    const [hisPhone, herPhone] = [push.device('paul-phone'), push.device('jeanne-phone')];
    await subscribe(him, hisPhone);
    await subscribe(her, herPhone);
    await client.post('/api/swipe', { swipedUserId: her, like: true }, await as(him));
    const matched = await client.post('/api/swipe', { swipedUserId: him, like: true }, await as(her));
    expect(matched.json()).toEqual({ match: true });
    await expect
      .poll(async () => {
        await t.app.pushesSettled();
        return [push.to(hisPhone).length, push.to(herPhone).length];
      })
      .toEqual([1, 1]);
    expect(push.to(hisPhone)[0]?.payload).toMatchObject({
      title: 'Nouveau match\u00a0!',
      body: 'Vous et Jeanne vous êtes plu. Dites-lui bonjour\u00a0!',
      url: expect.stringMatching(/^\/chat\?conversationID=\d+$/),
    });
    expect(push.to(herPhone)[0]?.payload.body).toBe('Vous et Paul vous êtes plu. Dites-lui bonjour\u00a0!');
  });

  it('tells the booked member of a video call, not the one who booked it', async () => {
    const { him, her } = await couple(['Louis', 'Camille']);
    await matchMembers(t.db, him, her);
    const [hisPhone, herPhone] = [push.device('louis-phone'), push.device('camille-phone')];
    await subscribe(him, hisPhone);
    await subscribe(her, herPhone);
    const slots = await client.get(`/api/appointment_slots?userId=${her}`, await as(him));
    const date = slots.json<{ days: { date: string }[] }>().days[1]?.date;
    const booked = await client.post(
      '/api/appointments',
      { partnerId: her, date, time: '14:00' },
      await as(him),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    await t.app.pushesSettled();

    expect(push.to(hisPhone)).toEqual([]);
    expect(push.to(herPhone).map((p) => p.payload)).toEqual([
      expect.objectContaining({
        title: 'Appel vidéo planifié',
        body: expect.stringMatching(/^Louis a planifié un appel vidéo avec vous le .+ à 14:00\.$/),
        url: '/pendingMatches',
      }),
    ]);
  });

  it('respects the member’s preferences', async () => {
    const { him, her } = await couple(['Noé', 'Alice']);
    const conversation = await matchMembers(t.db, him, her);
    const phone = push.device('alice-phone');
    await subscribe(her, phone);
    await client.put(
      '/api/notification_preferences',
      { messages: false, matches: true, calls: true, dailyPick: true, emailDigest: true },
      await as(her),
    );
    await send(him, conversation, 'Tu es là ?');
    await t.app.pushesSettled();
    expect(push.to(phone)).toEqual([]);
  });

  it('forgets a device its push service says is gone (410), and keeps the others', async () => {
    const { him, her } = await couple(['Victor', 'Rose']);
    const conversation = await matchMembers(t.db, him, her);
    const [old, current] = [push.device('rose-old', 410), push.device('rose-new')];
    await subscribe(her, old);
    await subscribe(her, current);
    await send(him, conversation, 'Coucou');
    await t.app.pushesSettled();
    expect(push.to(current)).toHaveLength(1);
    expect((await subscriptionsOf(her)).map((row) => row.endpoint)).toEqual([current.subscription.endpoint]);
    expect(await t.db.selectFrom('push_outbox').select('id').where('user_id', '=', her).execute()).toEqual(
      [],
    );
  });
});
