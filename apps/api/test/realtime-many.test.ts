import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { App } from '../src/context';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { createRedisPubSub } from '../src/infra/pubsub';
import { testConfig } from './app';
import { LiveClient, matchMembers } from './chat-helpers';
import { cityNear, createMember, remotePoint, TestClient, tokenFor } from './factories';
import { createMigratedScratchDatabase, missingServices, redisUrl, uniquePrefix } from './services';

/**
 * Many members, many sockets, while the sessions of the sockets are checked (every 10 ms here instead
 * of 30 s, so that the checks meet sockets coming and going): every socket hears the message sent to
 * its member, and none with a valid session is closed as revoked (1008) — the web client never retries
 * a refused token, so such a socket's live events were lost for good (bench:chat's lost deliveries).
 * In-process, and across two instances through Redis.
 */
const MEMBERS = 40;
const SOCKETS_EACH = 3;
const SESSION_CHECK_MS = 10;
/** Generous: the machine running the tests is shared and often loaded. */
const WAIT_MS = 15_000;

interface Instance {
  app: App;
  baseUrl: string;
}

async function listening(app: App): Promise<Instance> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A socket of a member, once the hub subscribed it (its first counts) or the server closed it. */
async function openSocket(instance: Instance, token: string): Promise<LiveClient> {
  const socket = await LiveClient.connect(instance.baseUrl, token);
  await Promise.race([socket.next('counts', () => true, WAIT_MS), socket.closed]);
  return socket;
}

/**
 * The scenario, on one instance or several: each member opens SOCKETS_EACH sockets one after the other,
 * on the instances in turn, and closes their first one as the last opens (a tab reloading); then their
 * match writes to each of them.
 */
async function manySocketsThenMessages(instances: Instance[], db: Kysely<Database>, config: Config) {
  const cityId = await cityNear(db, remotePoint());
  const partner = await createMember(db, { cityId, gender: 'male', seeking: 'female' });
  const members: { id: number; conversation: number }[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const id = await createMember(db, { cityId, gender: 'female', seeking: 'male' });
    members.push({ id, conversation: await matchMembers(db, id, partner) });
  }
  const refused: string[] = [];
  const kept = new Map<number, LiveClient[]>();
  await Promise.all(
    members.map(async ({ id }, index) => {
      const sockets: LiveClient[] = [];
      for (let tab = 0; tab < SOCKETS_EACH; tab += 1) {
        const instance = instances[(index + tab) % instances.length] as Instance;
        const opening = openSocket(instance, tokenFor(config, id));
        if (tab === SOCKETS_EACH - 1) sockets.shift()?.close();
        const socket = await opening;
        void socket.closed.then(({ code, reason }) => {
          if (code === 1008) refused.push(`member ${id}: ${reason}`);
        });
        sockets.push(socket);
      }
      kept.set(id, sockets);
    }),
  );

  const client = await new TestClient(instances[0]?.app as App).start();
  const partnerToken = tokenFor(config, partner);
  await Promise.all(
    members.map(async ({ id, conversation }) => {
      const response = await client.post(
        '/api/send_message',
        { conversationID: conversation, messageContent: `Pour ${id}` },
        { token: partnerToken },
      );
      expect(response.statusCode, response.body).toBe(200);
    }),
  );
  const unheard: number[] = [];
  for (const { id } of members) {
    for (const socket of kept.get(id) ?? []) {
      const mine = (event: { message: { messageContent: string } }) =>
        event.message.messageContent === `Pour ${id}`;
      await Promise.race([socket.next('message', mine, WAIT_MS).catch(() => undefined), socket.closed]);
      if (!socket.events.some((event) => event.type === 'message' && mine(event))) unheard.push(id);
    }
  }
  expect(refused).toEqual([]);
  expect(unheard).toEqual([]);
  for (const sockets of kept.values()) for (const socket of sockets) socket.close();
}

const missing = await missingServices({ postgres: true, redis: true });

/**
 * API instances on one PostgreSQL database of this file's own (PGlite runs one statement at a time,
 * which hides the races at stake here), with the in-process pub/sub (one instance) or Redis (several).
 */
function useInstances(count: number, fanOut: 'in-process' | 'redis') {
  let scratch: Awaited<ReturnType<typeof createMigratedScratchDatabase>> | undefined;
  const databases: DatabaseHandle[] = [];
  const instances: Instance[] = [];
  const config = testConfig({ JWT_SECRET: randomBytes(48).toString('base64url') });
  const prefix = uniquePrefix('realtime-many');

  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase('realtime_many');
    for (let index = 0; index < count; index += 1) {
      const database = await connectDatabase({ databaseUrl: scratch.url });
      databases.push(database);
      const pubsub = fanOut === 'redis' ? createRedisPubSub({ url: redisUrl, prefix }) : undefined;
      const app = await buildApp({
        config,
        db: database.db,
        logger: false,
        pubsub,
        realtime: { sessionCheckMs: SESSION_CHECK_MS },
      });
      instances.push(await listening(app));
    }
  }, 180_000);
  afterAll(async () => {
    for (const instance of instances) await instance.app.close();
    for (const database of databases) await database.close();
    await scratch?.drop();
  }, 90_000);

  return { instances, config, db: () => (databases[0] as DatabaseHandle).db };
}

describe.skipIf(missing !== null)('many sockets coming and going', () => {
  describe('in-process', () => {
    const { instances, config, db } = useInstances(1, 'in-process');
    it('keeps every socket with a valid session, and each hears its member’s message', async () => {
      await manySocketsThenMessages(instances, db(), config);
    }, 120_000);
  });

  describe('two instances through Redis', () => {
    const { instances, config, db } = useInstances(2, 'redis');
    it('keeps every socket with a valid session, and each hears its member’s message', async () => {
      await manySocketsThenMessages(instances, db(), config);
    }, 120_000);
  });
});
