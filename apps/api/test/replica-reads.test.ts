import type { ChatMessage, Conversation, SwipeProfile } from '@lien/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/context';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { ReplicaRouting } from '../src/db/read-routing';
import { READ_AFTER_COOKIE } from '../src/plugins/read-your-writes';
import { testConfig } from './app';
import { cityNear, createMember, matchMembers, remotePoint, TestClient, tokenFor } from './factories';
import {
  type ReplicaCluster,
  replicaClusterProblem,
  startReplicaCluster,
  waitUntil,
} from './replica-cluster';

/**
 * DATABASE_READ_URL on a real streaming replica (test/replica-cluster.ts: a primary and a replica of
 * the test's own): the members' reads go to the replica, a member's reads after their own write see it
 * while the replica lags (its replay paused), and a replica gone leaves the reads to the primary.
 * Each member calls from a browser of their own (the write position travels in a cookie).
 */
const missing = replicaClusterProblem();

describe.skipIf(missing !== null)('reads on a streaming replica', () => {
  let cluster: ReplicaCluster;
  let database: DatabaseHandle;
  let app: App;
  const metricsToken = 'jeton-de-mesure-des-replicas-0123456789';
  const config = testConfig({ METRICS_TOKEN: metricsToken });
  const people = { viewer: 0, other: 0, first: 0, second: 0, partner: 0, conversation: 0 };
  const browsers = new Map<number, TestClient>();

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    database = await connectDatabase({ databaseUrl: cluster.primaryUrl, readUrls: [cluster.replicaUrl] });
    app = await buildApp({ config, db: database.db, pools: database.pools, logger: false });
    await app.ready();
    const db = database.db;
    const cityId = await cityNear(db, remotePoint());
    const woman = () => createMember(db, { cityId, gender: 'female', seeking: 'male' });
    const man = (firstName: string) =>
      createMember(db, { cityId, gender: 'male', seeking: 'female', firstName });
    people.viewer = await woman();
    people.other = await woman();
    people.first = await man('Marc');
    people.second = await man('Paul');
    people.partner = await man('Hugo');
    await matchMembers(db, people.viewer, people.partner);
    people.conversation = (
      await db
        .selectFrom('conversation_members')
        .select('conversation_id')
        .where('user_id', '=', people.viewer)
        .executeTakeFirstOrThrow()
    ).conversation_id;
    for (const id of Object.values(people))
      browsers.set(id, await new TestClient(app, { keepCookies: true }).start());
    await replicaTakesReads();
  }, 180_000);

  /** What Prometheus would read from this instance. */
  async function scrape(): Promise<string> {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.close();
  }, 60_000);

  /**
   * The replica has replayed the primary as it is now (its replay resumed, should a failed test have
   * left it paused), and the app sends reads to it.
   */
  async function replicaTakesReads() {
    await cluster.resumeReplay();
    await cluster.caughtUp();
    const { lsn } = (
      await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(database.db)
    ).rows[0] ?? { lsn: '' };
    await waitUntil('the app sends reads to the replica', async () => {
      const [replica] = app.readReplicas();
      return Boolean(replica?.up && replica.replayed && lsnAtLeast(replica.replayed, lsn));
    });
  }

  const lsnAtLeast = (a: string, b: string) => {
    const value = (lsn: string) => {
      const [high = '0', low = '0'] = lsn.split('/');
      return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
    };
    return value(a) >= value(b);
  };

  async function get<T>(member: number, url: string): Promise<T> {
    const response = await browsers.get(member)?.get(url, { token: tokenFor(config, member) });
    expect(response?.statusCode, response?.body).toBe(200);
    return response?.json<T>() as T;
  }

  async function post(member: number, url: string, body: unknown) {
    const response = await browsers.get(member)?.post(url, body, { token: tokenFor(config, member) });
    expect(response?.statusCode, response?.body).toBe(200);
    return response;
  }

  const nameSeenBy = async (viewer: number, member: number) =>
    (await get<SwipeProfile>(viewer, `/api/user_profile/${member}`)).firstName;
  const deckOf = async (viewer: number) =>
    (await get<{ profiles: SwipeProfile[] }>(viewer, '/api/swipe_profiles?offset=0&limit=10')).profiles.map(
      (profile) => profile.id,
    );
  const threadOf = async (member: number) =>
    (
      await get<{ messages: ChatMessage[] }>(
        member,
        `/api/conversation_messages?conversationID=${people.conversation}`,
      )
    ).messages.map((message) => message.messageContent);
  const unreadOf = async (member: number) =>
    (await get<{ count: number }>(member, '/api/unread_messages_count')).count;
  const conversationsOf = (member: number) =>
    get<{ conversations: Conversation[] }>(member, '/api/conversations').then((reply) => reply.conversations);
  /** A change made on the primary behind the app's back: who sees it reads the primary. */
  const rename = (member: number, firstName: string) =>
    database.db.updateTable('users').set({ first_name: firstName }).where('id', '=', member).execute();

  it('answers the members’ reads from the replica', async () => {
    await cluster.pauseReplay();
    await rename(people.first, 'Marcel');
    expect(await nameSeenBy(people.other, people.first)).toBe('Marc');
    expect(await nameSeenBy(people.viewer, people.first)).toBe('Marc');
    await cluster.resumeReplay();
    await waitUntil('the replica replays the new name', async () => {
      return (await nameSeenBy(people.other, people.first)) === 'Marcel';
    });
  });

  it('shows a member their own writes while the replica lags, and others the replica', async () => {
    await replicaTakesReads();
    await cluster.pauseReplay();
    const { viewer, other, second, partner } = people;
    expect(await deckOf(viewer)).toContain(second);

    const swipe = await post(viewer, '/api/swipe', { swipedUserId: second, like: false });
    expect(swipe?.headers['set-cookie']).toEqual(expect.stringContaining(`${READ_AFTER_COOKIE}=`));
    expect(await deckOf(viewer)).not.toContain(second);
    // The other member's reads still come from the lagging replica: they miss a later change.
    await rename(people.first, 'Marco');
    expect(await nameSeenBy(other, people.first)).toBe('Marcel');
    expect(await deckOf(other)).toContain(second);

    await post(viewer, '/api/send_message', {
      conversationID: people.conversation,
      messageContent: 'Bonjour Hugo !',
    });
    expect(await threadOf(viewer)).toContain('Bonjour Hugo !');
    const [conversation] = await conversationsOf(viewer);
    expect(conversation?.lastMessage).toBe('Bonjour Hugo !');
    expect(await threadOf(partner)).not.toContain('Bonjour Hugo !');
    // The partner's badge is polled from the replica too: the message counts once it has it.
    expect(await unreadOf(partner)).toBe(0);

    await cluster.resumeReplay();
    await waitUntil('the replica replays the message', async () =>
      (await threadOf(partner)).includes('Bonjour Hugo !'),
    );
    expect(await unreadOf(partner)).toBe(1);
    // Reading it is his own write: his badge drops at once, the replica paused or not.
    await cluster.pauseReplay();
    await post(partner, '/api/mark_conversation_read', { conversationID: people.conversation });
    expect(await unreadOf(partner)).toBe(0);
    expect((await get<{ count: number }>(partner, '/api/new_matches_count')).count).toBe(0);
    await cluster.resumeReplay();
    // Once the replica has replayed the viewer's writes, their reads go back to it.
    await replicaTakesReads();
    await cluster.pauseReplay();
    await rename(people.first, 'Marius');
    expect(await nameSeenBy(viewer, people.first)).toBe('Marco');
    await cluster.resumeReplay();
  });

  it('leaves the reads to the primary while the replica is away, with no error, and uses it again once back', async () => {
    await replicaTakesReads();
    const { viewer, other, partner } = people;
    await rename(people.first, 'Martin');
    await cluster.stopReplica();
    expect(await nameSeenBy(other, people.first)).toBe('Martin');
    expect(await deckOf(viewer)).not.toContain(people.second);
    expect(await threadOf(partner)).toContain('Bonjour Hugo !');
    expect(await conversationsOf(partner)).toHaveLength(1);
    await get(viewer, '/api/likes_sent');
    await get(viewer, '/api/new_likes_count');
    await waitUntil('the app sees the replica gone', async () => app.readReplicas()[0]?.up === false);
    expect(await nameSeenBy(other, people.first)).toBe('Martin');
    const replicaName = app.readReplicas()[0]?.name;
    expect(await scrape()).toContain(`lien_db_replica_up{name="${replicaName}"} 0`);

    await cluster.startReplica();
    await replicaTakesReads();
    const scraped = await scrape();
    expect(scraped).toContain(`lien_db_replica_up{name="${replicaName}"} 1`);
    expect(scraped).toMatch(new RegExp(`lien_db_replica_lag_seconds\\{name="${replicaName}"\\} \\d`));
    expect(scraped).toContain(`lien_db_pool_max_connections{role="replica",name="${replicaName}"} 10`);
    await cluster.pauseReplay();
    await rename(people.first, 'Mathis');
    expect(await nameSeenBy(other, people.first)).toBe('Martin');
    await cluster.resumeReplay();
  });

  it('does a read again on the primary when the replica’s connection fails', async () => {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: cluster.replicaUrl });
    const routing = new ReplicaRouting(database.db, [{ role: 'replica', name: 'replica', pool }], app.log);
    const poll = routing.pollingJob();
    await replicaTakesReads();
    await waitUntil('the routing sees the replica', async () => {
      await poll.run();
      return routing.states()[0]?.up === true;
    });
    const recovering = (db: typeof database.db) =>
      sql<{ replica: boolean }>`select pg_is_in_recovery() as replica`
        .execute(db)
        .then((r) => r.rows[0]?.replica);
    expect(await routing.read(null, recovering)).toBe(true);
    await pool.end();
    expect(await routing.read(null, recovering)).toBe(false);
    expect(routing.states()[0]?.up).toBe(false);
  });

  it('takes no reads on a replica further behind than the bound', async () => {
    const strict = await buildApp({
      config,
      db: database.db,
      pools: database.pools,
      logger: false,
      readRouting: { pollMs: 50, silentAfterMs: 3_000, maxLagMs: 300 },
    });
    await strict.ready();
    try {
      const client = await new TestClient(strict).start();
      const seen = async () => {
        const response = await client.get(`/api/user_profile/${people.first}`, {
          token: tokenFor(config, people.other),
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<SwipeProfile>().firstName;
      };
      await replicaTakesReads();
      await waitUntil(
        'the strict app sends reads to the replica',
        async () => strict.readReplicas()[0]?.up === true,
      );
      await cluster.pauseReplay();
      await rename(people.first, 'Maxime');
      await waitUntil('the lagging replica is left out', async () => strict.readReplicas()[0]?.up === false);
      expect(await seen()).toBe('Maxime');
    } finally {
      await cluster.resumeReplay();
      await strict.close();
    }
  });

  it('changes nothing without DATABASE_READ_URL: no replica, no write position', async () => {
    const alone = await connectDatabase({ databaseUrl: cluster.primaryUrl });
    const plain = await buildApp({ config, db: alone.db, pools: alone.pools, logger: false });
    try {
      await plain.ready();
      const client = await new TestClient(plain).start();
      const swipe = await client.post(
        '/api/swipe',
        { swipedUserId: people.first, like: true },
        { token: tokenFor(config, people.other) },
      );
      expect(swipe.statusCode, swipe.body).toBe(200);
      expect(swipe.headers['set-cookie']).toBeUndefined();
      expect(plain.readReplicas()).toEqual([]);
    } finally {
      await plain.close();
      await alone.close();
    }
  });
});
