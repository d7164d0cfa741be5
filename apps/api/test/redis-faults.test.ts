import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serverMessages } from '@lien/contract/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { App } from '../src/context';
import type { DatabaseHandle } from '../src/db/connect';
import { LOGIN_FAILURE_LIMITS } from '../src/features/auth/login-throttle';
import { createRedisPubSub } from '../src/infra/pubsub';
import { openTestDatabase } from './app';
import { LiveClient, matchMembers } from './chat-helpers';
import { createCity, createMember, signUp, TestClient, tokenFor, uniqueEmail } from './factories';
import { hasRedisServer, PrivateRedis } from './private-redis';
import { uniquePrefix } from './services';

const [perAccount] = LOGIN_FAILURE_LIMITS;

/**
 * Two instances sharing a database and a Redis of the test's own, which the test stops and starts:
 * with Redis away every call still works (limits counted per instance), and once it is back counts
 * are shared and live events flow again, with nothing restarted.
 */
describe.skipIf(!hasRedisServer())('Redis away and back under two instances', () => {
  let redis: PrivateRedis;
  let database: DatabaseHandle;
  interface Instance {
    app: App;
    client: TestClient;
    baseUrl: string;
  }
  const instances: Instance[] = [];
  let cityId: number;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    PUBLIC_URL: 'http://lien.test',
    JWT_SECRET: randomBytes(48).toString('base64url'),
  });

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    config.redisUrl = redis.url;
    database = await openTestDatabase();
    const prefix = uniquePrefix('redis-faults');
    for (let index = 0; index < 2; index += 1) {
      const pubsub = createRedisPubSub({ url: redis.url, prefix });
      const app = await buildApp({ config, db: database.db, logger: false, pubsub });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      instances.push({ app, client: await new TestClient(app).start(), baseUrl });
    }
    cityId = await createCity(database.db);
  }, 60_000);

  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await database?.close();
    await redis?.stop();
  });

  const [a, b] = [() => instances[0] as Instance, () => instances[1] as Instance];
  const failLogIn = (on: TestClient, email: string) =>
    on.post('/api/login', { email, password: 'mauvais-mdp' });

  /** Whether a failure on A and the rest on B lock the account for both: the counts are shared. */
  async function countsAreShared(): Promise<boolean> {
    const email = uniqueEmail('partage');
    await failLogIn(a().client, email);
    for (let attempt = 1; attempt < perAccount.max; attempt += 1) await failLogIn(b().client, email);
    return (await failLogIn(a().client, email)).statusCode === 429;
  }

  it('shares the log-in counts between instances while Redis is there', async () => {
    // Each instance counts on its own until its Redis link is up (a moment after start, longer on a
    // loaded machine): shared once it is.
    await expect.poll(countsAreShared, { timeout: 15_000, interval: 200 }).toBe(true);
  });

  it('signs up, logs in and sends messages quickly with Redis away, limits held per instance', async () => {
    const me = await createMember(database.db, { cityId });
    const partner = await createMember(database.db, { cityId });
    const conversation = await matchMembers(database.db, me, partner);
    await redis.stop();

    const started = Date.now();
    const { payload } = await signUp(a().client, cityId, { email: uniqueEmail('sans-redis') });
    const login = await b().client.post('/api/login', { email: payload.email, password: payload.password });
    expect(login.statusCode, login.body).toBe(200);
    const sent = await a().client.post(
      '/api/send_message',
      { conversationID: conversation, messageContent: 'Redis est tombé' },
      { token: tokenFor(config, me) },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);

    const email = uniqueEmail('local');
    for (let attempt = 0; attempt < perAccount.max; attempt += 1) {
      expect((await failLogIn(a().client, email)).statusCode).toBe(401);
    }
    const locked = await failLogIn(a().client, email);
    expect([locked.statusCode, locked.json()]).toEqual([429, { error: serverMessages.tooManyRequests }]);
    // Counted per instance meanwhile: B has seen none of those failures.
    expect((await failLogIn(b().client, email)).statusCode).toBe(401);
  });

  it('shares counts and delivers live events again once Redis is back, by itself', async () => {
    await redis.start();
    const me = await createMember(database.db, { cityId });
    const partner = await createMember(database.db, { cityId });
    const conversation = await matchMembers(database.db, me, partner);
    const deadline = Date.now() + 15_000;
    while (!(await countsAreShared())) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const onB = await LiveClient.connect(b().baseUrl, tokenFor(config, me));
    try {
      await onB.next('counts');
      let heard = false;
      for (let attempt = 0; !heard; attempt += 1) {
        expect(Date.now()).toBeLessThan(deadline);
        const text = `Redis est revenu ${attempt}`;
        await a().client.post(
          '/api/send_message',
          { conversationID: conversation, messageContent: text },
          { token: tokenFor(config, partner) },
        );
        heard = await onB
          .next('message', (event) => event.message.messageContent === text, 500)
          .then(
            () => true,
            () => false,
          );
      }
    } finally {
      onB.socket.close();
    }
  }, 30_000);
});
