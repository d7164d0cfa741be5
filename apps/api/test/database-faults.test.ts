import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { serverMessages } from '@lien/contract/texts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/context';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { testConfig } from './app';
import { LiveClient, matchMembers } from './chat-helpers';
import { cityNear, createMember, remotePoint, TestClient, tokenFor } from './factories';
import { createMigratedScratchDatabase, missingServices } from './services';
import { TcpProxy } from './tcp-proxy';

/**
 * The PostgreSQL server failing under a running instance: its backends terminated during traffic (as
 * a restart or a failover does), the server unreachable, the server hung. The app lives on its own
 * scratch database, reached through a relay the test can cut or freeze.
 */
const missing = await missingServices({ postgres: true });

describe.skipIf(missing !== null)('the database failing under a running instance', () => {
  let scratch: Awaited<ReturnType<typeof createMigratedScratchDatabase>>;
  let relay: TcpProxy;
  let database: DatabaseHandle;
  let app: App;
  let baseUrl: string;
  let here: number;
  const connectionsLost: Error[] = [];
  const config = testConfig({ JWT_SECRET: randomBytes(48).toString('base64url') });

  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase('faults');
    const server = new URL(scratch.url);
    relay = await TcpProxy.open(Number(server.port || 5432), server.hostname);
    server.host = relay.address;
    database = await connectDatabase({
      databaseUrl: server.toString(),
      onConnectionLost: (error) => connectionsLost.push(error),
    });
    app = await buildApp({ config, db: database.db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    here = await cityNear(database.db, remotePoint());
  }, 120_000);

  afterAll(async () => {
    await relay?.start();
    await app?.close();
    await database?.close();
    await relay?.stop();
    await scratch?.drop();
  }, 60_000);

  async function matchedPair() {
    const me = await createMember(database.db, { cityId: here });
    const partner = await createMember(database.db, { cityId: here });
    const conversation = await matchMembers(database.db, me, partner);
    return { me, partner, conversation, token: tokenFor(config, me) };
  }

  /** Terminates every backend of the scratch database but the caller's, as a restart would. */
  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      const result = await admin.query(
        `select pid, pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      // pg_terminate_backend only signals: wait until those backends have exited, and give the pool
      // a moment to hear its idle connections close, so that no call is handed a dying one.
      await vi.waitFor(
        async () => {
          const left = await admin.query(
            `select count(*)::integer as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and pid = any($1::integer[])`,
            [result.rows.map((row: { pid?: number }) => row.pid ?? 0)],
          );
          expect(left.rows[0]?.n).toBe(0);
        },
        { timeout: 5_000, interval: 50 },
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  function expectUnavailable(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: serverMessages.unavailable });
  }

  /** Calls again while the answer is the French 503, for at most 10 s; answers the last answer. */
  async function untilServed<T extends { statusCode: number; json(): unknown }>(call: () => Promise<T>) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const response = await call();
      if (response.statusCode !== 503 || Date.now() > deadline) return response;
      expectUnavailable(response);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('stays up while its backends are terminated during traffic, loses no acknowledged message, and recovers', async () => {
    const { conversation, token } = await matchedPair();
    const client = await new TestClient(app).start();
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let terminated = 0;
    const killer = (async () => {
      for (let round = 0; round < 6; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        terminated += await terminateBackends();
      }
    })();
    const senders = Array.from({ length: 4 }, async (_, sender) => {
      for (let index = 0; index < 40; index += 1) {
        const text = `message ${sender}-${index}`;
        const response = await client.post(
          '/api/send_message',
          { conversationID: conversation, messageContent: text },
          { token },
        );
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 200) acknowledged.push(text);
        else expectUnavailable(response);
      }
    });
    await Promise.all([killer, ...senders]);
    expect(terminated).toBeGreaterThan(0);
    // The pool noticed the connections it lost while idle, and the process is still here to say so.
    expect(connectionsLost.length + (statuses.get(503) ?? 0)).toBeGreaterThan(0);

    // A backend is terminated asynchronously: a connection the pool hands out just after the last
    // round may still die under its query (a French 503). A client retrying, as Retry-After asks,
    // is served again within seconds.
    const after = await untilServed(() =>
      client.post(
        '/api/send_message',
        { conversationID: conversation, messageContent: 'après la panne' },
        { token },
      ),
    );
    expect(after.statusCode, after.body).toBe(200);
    const stored = await database.db
      .selectFrom('messages')
      .select('content')
      .where('conversation_id', '=', conversation)
      .execute();
    const storedTexts = new Set(stored.map((row) => row.content));
    for (const text of acknowledged) expect(storedTexts.has(text), text).toBe(true);
  }, 60_000);

  it('answers 503 in French within seconds while the server is unreachable, and recovers by itself', async () => {
    const { me, partner, conversation, token } = await matchedPair();
    const live = await LiveClient.connect(baseUrl, tokenFor(config, me));
    await live.next('counts');
    const client = await new TestClient(app).start();

    await relay.stop();
    try {
      const started = Date.now();
      expectUnavailable(await client.get('/api/my_profile', { token }));
      expectUnavailable(await client.get('/api/daily_pick', { token }));
      expectUnavailable(await client.get('/api/meeting_questions', { token }));
      expectUnavailable(await client.get('/api/learned_weights', { token }));
      expectUnavailable(await client.post('/api/learned_weights/reset', {}, { token }));
      expectUnavailable(
        await client.post(
          '/api/meeting_answers',
          { conversationId: conversation, answer: 'again' },
          { token },
        ),
      );
      expectUnavailable(
        await client.post('/api/end_conversation', { conversationID: conversation }, { token }),
      );
      expectUnavailable(await client.get('/api/waiting_conversations', { token }));
      expectUnavailable(await client.post('/api/waiting_conversations/pass', undefined, { token }));
      expectUnavailable(await client.post('/api/login', { email: 'x@exemple.fr', password: 'motdepasse' }));
      expect(Date.now() - started).toBeLessThan(5_000);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expectUnavailable(ready);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    } finally {
      await relay.start();
    }

    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
    const response = await client.post(
      '/api/send_message',
      { conversationID: conversation, messageContent: 'La base est revenue' },
      { token: tokenFor(config, partner) },
    );
    expect(response.statusCode, response.body).toBe(200);
    // The socket opened before the outage stayed up and hears what happens after it.
    await live.next('message', (event) => event.message.messageContent === 'La base est revenue');
    live.socket.close();
  }, 60_000);

  it('answers 503 instead of hanging when the server accepts connections but never answers', async () => {
    const { token } = await matchedPair();
    const client = await new TestClient(app).start();
    // Connections the pool already holds would hang on the frozen link until the query timeout:
    // drop them first, so the calls below need new ones, which time out sooner.
    await terminateBackends();
    relay.freeze();
    try {
      const started = Date.now();
      expectUnavailable(await client.get('/api/my_profile', { token }));
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      await relay.start();
    }
    const response = await client.get('/api/my_profile', { token });
    expect(response.statusCode, response.body).toBe(200);
  }, 60_000);

  it('drains on close: the request under way finishes, nothing more is taken, the connection is closed', async () => {
    const { token } = await matchedPair();
    const closing = await buildApp({ config, db: database.db, logger: false });
    // The first request under way: the instance has received it (the database then holds it).
    const firstReceived = new Promise<void>((resolve) => closing.server.once('request', () => resolve()));
    await closing.listen({ port: 0, host: '127.0.0.1' });
    // One keep-alive connection, as a load balancer holds: the first request is held by the database
    // (frozen link) while the instance begins to close; a second one comes on the same connection.
    await terminateBackends();
    relay.freeze();
    const socket = net.connect((closing.server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    // A closing instance may reset the connection rather than end it: either way it is closed.
    socket.on('error', () => undefined);
    const ended = new Promise((resolve) => socket.on('close', resolve));
    const request = `GET /api/my_profile HTTP/1.1\r\nhost: lien.test\r\nauthorization: Bearer ${token}\r\n\r\n`;
    socket.write(request);
    await firstReceived;
    const closed = closing.close();
    // The second request's bytes handed to the loopback, so they are at the instance before the first
    // request can end.
    await new Promise<void>((resolve, reject) =>
      socket.write(request, (error) => (error ? reject(error) : resolve())),
    );
    await relay.start();
    await closed;
    await ended;
    // The second request is not run on a closing instance: the load balancer sends it elsewhere.
    const statuses = [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => match[1]);
    expect(statuses).toEqual(['200']);
  }, 60_000);
});
