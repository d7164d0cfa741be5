import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/context';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { createRedisPubSub } from '../src/infra/pubsub';
import { testConfig } from './app';
import { LiveClient, matchMembers } from './chat-helpers';
import { cityNear, createMember, type MemberOptions, remotePoint, TestClient, tokenFor } from './factories';
import { createMigratedScratchDatabase, missingServices, redisUrl, uniquePrefix } from './services';

/**
 * Two API instances, as behind a load balancer: each its own Fastify, database pool and Redis
 * connections, sharing one PostgreSQL database (made for this file, dropped after) and one Redis
 * (under a channel prefix of this run). A socket held by B hears what a request to A did.
 */
const missing = await missingServices({ postgres: true, redis: true });

interface Instance {
  app: App;
  database: DatabaseHandle;
  baseUrl: string;
}

describe.skipIf(missing !== null)('two instances over Redis', () => {
  let scratch: Awaited<ReturnType<typeof createMigratedScratchDatabase>>;
  const instances: Instance[] = [];
  const sockets: LiveClient[] = [];
  const config = testConfig({ JWT_SECRET: randomBytes(48).toString('base64url') });
  const prefix = uniquePrefix('realtime');
  let here: number;

  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase('realtime');
    for (let index = 0; index < 2; index += 1) {
      const database = await connectDatabase({ databaseUrl: scratch.url });
      const pubsub = createRedisPubSub({ url: redisUrl, prefix });
      const app = await buildApp({ config, db: database.db, logger: false, pubsub });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      instances.push({ app, database, baseUrl });
    }
    here = await cityNear(a().database.db, remotePoint());
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await scratch?.drop();
  }, 90_000);

  const a = (): Instance => instances[0] as Instance;
  const b = (): Instance => instances[1] as Instance;
  const member = (options: Partial<MemberOptions> = {}) =>
    createMember(a().database.db, { cityId: here, ...options });
  async function connect(instance: Instance, userId: number): Promise<LiveClient> {
    const socket = await LiveClient.connect(instance.baseUrl, await tokenFor(config, userId));
    sockets.push(socket);
    await socket.next('counts');
    return socket;
  }

  it('delivers a message POSTed to instance A to the recipient’s socket on instance B', async () => {
    const [me, partner] = [await member(), await member()];
    const conversation = await matchMembers(a().database.db, me, partner);
    const onB = await connect(b(), me);

    const client = await new TestClient(a().app).start();
    const response = await client.post(
      '/api/send_message',
      { conversationID: conversation, messageContent: 'Envoyé par A, reçu par B' },
      { token: await tokenFor(config, partner) },
    );
    expect(response.statusCode, response.body).toBe(200);
    const event = await onB.next('message');
    expect(event).toEqual({
      type: 'message',
      conversationID: conversation,
      message: response.json().message,
    });
    // The badge count is computed by B, which holds the socket, from the shared database.
    await onB.next('counts', (counts) => counts.unreadMessages === 1);
  });

  it('announces a like and a match made on A to sockets on B, and on A', async () => {
    const him = await member({ firstName: 'Hugo', gender: 'male', seeking: 'female' });
    const her = await member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
    const herOnB = await connect(b(), her);
    const hisOnA = await connect(a(), him);
    const client = await new TestClient(a().app).start();
    const swipe = async (from: number, to: number) =>
      client.post('/api/swipe', { swipedUserId: to, like: true }, { token: await tokenFor(config, from) });

    expect((await swipe(him, her)).json()).toEqual({ match: false });
    expect(await herOnB.next('like')).toEqual({ type: 'like', superLike: false });
    await herOnB.next('counts', (counts) => counts.newLikes === 1);

    expect((await swipe(her, him)).json()).toEqual({ match: true });
    const toHer = await herOnB.next('match');
    const toHim = await hisOnA.next('match');
    expect(toHer.partner.id).toBe(him);
    expect(toHim.partner.id).toBe(her);
    expect(toHer.conversationID).toBe(toHim.conversationID);
  });

  it('keeps two members’ sockets on different instances in step both ways', async () => {
    const [me, partner] = [await member(), await member()];
    const conversation = await matchMembers(a().database.db, me, partner);
    const mine = await connect(a(), me);
    const theirs = await connect(b(), partner);
    const onA = await new TestClient(a().app).start();
    const onB = await new TestClient(b().app).start();
    await onB.post(
      '/api/send_message',
      { conversationID: conversation, messageContent: 'Depuis B' },
      { token: await tokenFor(config, partner) },
    );
    await onA.post(
      '/api/send_message',
      { conversationID: conversation, messageContent: 'Depuis A' },
      { token: await tokenFor(config, me) },
    );
    await mine.next('message', (event) => event.message.messageContent === 'Depuis B');
    await theirs.next('message', (event) => event.message.messageContent === 'Depuis A');
  });
});
