import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/context';
import type { DatabaseHandle } from '../src/db/connect';
import { openTestDatabase, testConfig } from './app';
import { LiveClient, matchMembers } from './chat-helpers';
import { createCity, createMember, TestClient, tokenFor } from './factories';
import { hasRedisServer, PrivateRedis } from './private-redis';
import { type FakeDevice, useLocalPushService } from './push-service';
import { TcpProxy } from './tcp-proxy';

/** Log lines of one instance, as JSON objects, kept to be read by the test. */
class LogLines {
  readonly lines: { level: number; msg: string; outage?: string; skipped?: Record<string, number> }[] = [];

  write(line: string): void {
    this.lines.push(JSON.parse(line));
  }

  /** The lines of one outage kind: its start (warn, 40) and end (info, 30) lines. */
  outage(kind: string) {
    const of = this.lines.filter((line) => line.outage === kind);
    return { starts: of.filter((line) => line.level === 40), ends: of.filter((line) => line.level === 30) };
  }

  count(msg: string): number {
    return this.lines.filter((line) => line.msg === msg).length;
  }

  /** The lines written from the `start`-th on. */
  since(start: number): LogLines {
    const later = new LogLines();
    later.lines.push(...this.lines.slice(start));
    return later;
  }
}

/**
 * Two instances sharing a database and a Redis of the test's own: A reaches Redis through a relay the
 * test can cut or freeze alone, B directly; the test also stops the Redis server itself. Members who
 * miss live events are told to fetch again, pushes go out when presence cannot be known, and each
 * kind of trouble is logged once when it starts and once when it ends.
 */
describe.skipIf(!hasRedisServer())('Redis outages under two instances', () => {
  let redis: PrivateRedis;
  let relay: TcpProxy;
  let database: DatabaseHandle;
  let cityId: number;
  const push = useLocalPushService();
  const config = testConfig({ JWT_SECRET: randomBytes(48).toString('base64url') }, true);
  interface Instance {
    app: App;
    client: TestClient;
    baseUrl: string;
    logs: LogLines;
  }
  const instances: Instance[] = [];
  const sockets: LiveClient[] = [];
  const [a, b] = [() => instances[0] as Instance, () => instances[1] as Instance];

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    relay = await TcpProxy.open(redis.port);
    database = await openTestDatabase();
    for (const redisUrl of [`redis://${relay.address}`, redis.url]) {
      const logs = new LogLines();
      const app = await buildApp({ config: { ...config, redisUrl }, db: database.db, logStream: logs });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      instances.push({ app, client: await new TestClient(app).start(), baseUrl, logs });
    }
    cityId = await createCity(database.db);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const { app } of instances) await app.close();
    await database?.close();
    await relay?.stop();
    await redis?.stop();
  });

  /** A member's socket on an instance, once subscribed (its first counts say so). */
  async function connect(instance: Instance, userId: number): Promise<LiveClient> {
    const socket = await LiveClient.connect(instance.baseUrl, tokenFor(config, userId));
    sockets.push(socket);
    await socket.next('counts');
    return socket;
  }

  /** Two matched members: `sender` writes to `recipient` through A. */
  async function pair() {
    const [sender, recipient] = [
      await createMember(database.db, { cityId }),
      await createMember(database.db, { cityId }),
    ];
    const conversation = await matchMembers(database.db, sender, recipient);
    const send = async (text: string) => {
      const response = await a().client.post(
        '/api/send_message',
        { conversationID: conversation, messageContent: text },
        { token: tokenFor(config, sender) },
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    return { sender, recipient, send };
  }

  async function subscribe(userId: number, device: FakeDevice): Promise<void> {
    const response = await a().client.post('/api/push/subscriptions', device.subscription, {
      token: tokenFor(config, userId),
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Whether a live event published on A reaches a socket on B again (Redis answers both). */
  async function liveAgain(): Promise<void> {
    const { recipient, send } = await pair();
    const socket = await connect(b(), recipient);
    await expect
      .poll(
        async () => {
          await send('Tout va bien ?');
          return socket.events.some((event) => event.type === 'message');
        },
        // Under the sender's 60 messages a minute.
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
  }

  it('pushes a member without the app open while Redis is away, rather than dropping the push', async () => {
    const { recipient, send } = await pair();
    const phone = push.device('absent-phone');
    await subscribe(recipient, phone);
    await redis.stop();
    try {
      await send('Redis est tombé, mais pas ce message');
      await expect.poll(() => push.to(phone).length, { timeout: 15_000 }).toBe(1);
      expect(push.to(phone)[0]?.payload.body).toBe('Redis est tombé, mais pas ce message');
    } finally {
      await redis.start();
    }
    await liveAgain();
  }, 60_000);

  it('pushes while Redis is frozen: the presence question gives up in a second', async () => {
    const { recipient, send } = await pair();
    const phone = push.device('gel-phone');
    await subscribe(recipient, phone);
    relay.freeze();
    try {
      const started = Date.now();
      await send('Redis ne répond plus');
      await expect.poll(() => push.to(phone).length, { timeout: 15_000 }).toBe(1);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await relay.start();
    }
    await liveAgain();
  }, 60_000);

  it('tells a socket to fetch again once Redis is back, with fresh counts', async () => {
    const { recipient, send } = await pair();
    const socket = await connect(b(), recipient);
    await redis.stop();
    try {
      for (const text of ['Un', 'Deux', 'Trois']) await send(text);
    } finally {
      await redis.start();
    }
    await socket.next('resync', () => true, 20_000);
    const afterResync = socket.events.findIndex((event) => event.type === 'resync');
    await expect
      .poll(
        () => socket.events.slice(afterResync).some((e) => e.type === 'counts' && e.unreadMessages === 3),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await liveAgain();
  }, 60_000);

  it('tells the members whose events were lost when only the publishing instance lost Redis', async () => {
    const { recipient, send } = await pair();
    const bystander = await createMember(database.db, { cityId });
    // On B, whose own link to Redis never breaks: only a resync published by A can reach them.
    const socket = await connect(b(), recipient);
    const other = await connect(b(), bystander);
    const before = a().logs.lines.length;
    const outageOnA = (kind: string) => a().logs.since(before).outage(kind).starts.length;
    await relay.stop();
    try {
      // Once A has seen its link go, and until the publish has failed (rather than waited for the link).
      await expect.poll(() => outageOnA('redis-publisher'), { timeout: 15_000 }).toBe(1);
      await send('Perdu en route');
      await expect.poll(() => outageOnA('live-events'), { timeout: 15_000 }).toBe(1);
    } finally {
      await relay.start();
    }
    await socket.next('resync', () => true, 20_000);
    expect(other.events.some((event) => event.type === 'resync')).toBe(false);
    await liveAgain();
  }, 60_000);

  it('logs each kind of trouble once when the outage starts and once when it ends, with what was skipped', async () => {
    await liveAgain();
    const { recipient, send } = await pair();
    const away = await pair();
    const phone = push.device('journal-phone');
    await subscribe(away.recipient, phone);
    const socket = await connect(b(), recipient);
    const before = instances.map(({ logs }) => logs.lines.length);
    await redis.stop();
    const messages = 10;
    try {
      for (let index = 0; index < messages; index += 1) {
        await send(`Message ${index}`);
        await away.send(`Absent ${index}`);
      }
      await expect.poll(() => push.to(phone).length, { timeout: 15_000 }).toBe(messages);
    } finally {
      await redis.start();
    }
    await socket.next('resync', () => true, 20_000);
    const kindsOf = {
      a: ['redis-publisher', 'redis-subscriber', 'live-events', 'push-presence', 'redis-rate-limits'],
      b: ['redis-publisher', 'redis-subscriber'],
    };
    // Every outage this one started has ended.
    const window = () => instances.map(({ logs }, index) => logs.since(before[index] ?? 0));
    await expect
      .poll(
        () =>
          window().every((logs, index) =>
            (index === 0 ? kindsOf.a : kindsOf.b).every((kind) => logs.outage(kind).ends.length > 0),
          ),
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true);
    const [onA, onB] = window() as [LogLines, LogLines];
    for (const [logs, kinds] of [
      [onA, kindsOf.a],
      [onB, kindsOf.b],
    ] as const) {
      for (const kind of kinds) {
        const { starts, ends } = logs.outage(kind);
        expect([starts.length, ends.length], kind).toEqual([1, 1]);
      }
      expect(logs.outage('redis-publisher').ends[0]?.skipped).toBeDefined();
      for (const old of ['Redis pub/sub error', 'live event not published', 'push not queued']) {
        expect(logs.count(old), old).toBe(0);
      }
    }
    const skipped = (kind: string) => onA.outage(kind).ends[0]?.skipped ?? {};
    // Each message makes two publishes that fail (the event to the recipient, the sender's counts).
    expect(skipped('live-events').notPublished).toBeGreaterThanOrEqual(2 * messages);
    expect(skipped('live-events').membersResynced).toBeGreaterThanOrEqual(2);
    expect(skipped('push-presence')).toMatchObject({
      presenceUnknown: 2 * messages,
      queuedWithoutPresence: messages,
    });
    expect(skipped('redis-rate-limits').countedLocally).toBeGreaterThanOrEqual(2 * messages);
    expect(onB.outage('live-events').starts).toEqual([]);
  }, 90_000);
});
