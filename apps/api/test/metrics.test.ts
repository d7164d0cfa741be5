import { serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/connect';
import { testConfig, useTestApp } from './app';
import { useLiveApp } from './chat-helpers';

const METRICS_TOKEN = 'jeton-de-prometheus-pour-les-tests-0123';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Reads Prometheus' text format strictly enough to fail on a malformed scrape: every line a comment
 * or a sample, every sample of a family announced by its # HELP and # TYPE.
 */
function parseScrape(text: string): Sample[] {
  const typed = new Set<string>();
  const helped = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) /.exec(line);
    if (comment) {
      (comment[1] === 'TYPE' ? typed : helped).add(comment[2] as string);
      continue;
    }
    const match = SAMPLE_LINE.exec(line);
    expect(match, line).not.toBeNull();
    const [, name = '', labelText = '', value = ''] = match as RegExpExecArray;
    const family = name.replace(/_(bucket|sum|count|total|created)$/, '');
    expect(typed.has(name) || typed.has(family), `${name} has a # TYPE`).toBe(true);
    expect(helped.has(name) || helped.has(family), `${name} has a # HELP`).toBe(true);
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key, text]) => [key, text]));
    samples.push({ name, labels: labels as Record<string, string>, value: Number(value) });
  }
  return samples;
}

/** The samples of `name` whose labels include `labels`. */
const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The one sample of `name` with `labels`; 0 when there is none (a histogram not yet observed). */
const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  find(samples, name, labels)[0]?.value ?? 0;

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('answers 404 in French, as an absent route would', async () => {
    const response = await t.client.get('/metrics', { token: METRICS_TOKEN });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: serverMessages.notFound });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  // A database of its own on PostgreSQL: the queues' gauges count the whole tables.
  const { t, client, member, token, connect } = useLiveApp({
    env: { METRICS_TOKEN },
    database: 'own',
  });

  async function scrape(): Promise<Sample[]> {
    const response = await client.get('/metrics', { token: METRICS_TOKEN });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseScrape(response.body);
  }

  it('refuses a missing or wrong token with 401 in French', async () => {
    const someone = await member({ firstName: 'Léa' });
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${METRICS_TOKEN}` },
      // A member's session is no scraper's token.
      { authorization: `Bearer ${await token(someone)}` },
    ];
    for (const headers of attempts) {
      const response = await client.get('/metrics', { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ error: serverMessages.metricsUnauthorized });
      expect(response.body).not.toContain('lien_');
    }
  });

  it('counts the waiting rows of the mail and push queues, and the age of the oldest', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const mail = (status: 'pending' | 'sent', queuedAt: Date) => ({
      to_address: 'file@lien.test',
      subject: 'Sujet',
      text_body: 'Texte',
      html_body: '<p>Texte</p>',
      status,
      queued_at: queuedAt,
      next_attempt_at: queuedAt,
      sent_at: status === 'sent' ? queuedAt : null,
    });
    await t.db
      .insertInto('mail_outbox')
      .values([
        mail('pending', minutesAgo(3)),
        mail('pending', minutesAgo(1)),
        mail('pending', new Date()),
        // Sent long ago: not waiting, and not the oldest waiting either.
        mail('sent', minutesAgo(600)),
      ])
      .execute();
    const recipient = await member({ firstName: 'Maëlle' });
    // Due in an hour: the push worker leaves them be meanwhile.
    const push = (createdAt: Date) => ({
      user_id: recipient,
      kind: 'message' as const,
      payload: JSON.stringify({ title: 'Lien', body: 'Nouveau message', url: '/', tag: 'test' }),
      created_at: createdAt,
      next_attempt_at: new Date(Date.now() + 60 * 60_000),
    });
    await t.db
      .insertInto('push_outbox')
      .values([push(minutesAgo(2)), push(new Date())])
      .execute();

    const samples = await scrape();
    expect(sampleValue(samples, 'lien_queue_read_success')).toBe(1);
    expect(sampleValue(samples, 'lien_job_queue_depth', { queue: 'mail' })).toBe(3);
    expect(sampleValue(samples, 'lien_job_queue_depth', { queue: 'push' })).toBe(2);
    const mailAge = sampleValue(samples, 'lien_job_queue_oldest_age_seconds', { queue: 'mail' });
    expect(mailAge).toBeGreaterThanOrEqual(180);
    expect(mailAge).toBeLessThan(600);
    const pushAge = sampleValue(samples, 'lien_job_queue_oldest_age_seconds', { queue: 'push' });
    expect(pushAge).toBeGreaterThanOrEqual(120);
    expect(pushAge).toBeLessThan(600);

    await t.db.deleteFrom('push_outbox').execute();
    await t.db.deleteFrom('mail_outbox').where('status', '=', 'pending').execute();
    const emptied = await scrape();
    expect(sampleValue(emptied, 'lien_job_queue_depth', { queue: 'mail' })).toBe(0);
    expect(sampleValue(emptied, 'lien_job_queue_oldest_age_seconds', { queue: 'push' })).toBe(0);
  });

  it('times requests by route pattern, never by the ids in the address, and the deck’s build', async () => {
    const him = await member({ firstName: 'Hugo', gender: 'male', seeking: 'female' });
    const her = await member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
    const before = await scrape();

    const deck = await client.get('/api/swipe_profiles?offset=0&limit=10', { token: await token(him) });
    expect(deck.statusCode, deck.body).toBe(200);
    const profile = await client.get(`/api/user_profile/${her}`, { token: await token(him) });
    expect(profile.statusCode, profile.body).toBe(200);
    const nowhere = await client.get(`/api/nulle_part/${her}`, { token: await token(him) });
    expect(nowhere.statusCode).toBe(404);

    const after = await scrape();
    const count = 'lien_http_request_duration_seconds_count';
    const deckRoute = { method: 'GET', route: '/api/swipe_profiles', status_class: '2xx' };
    expect(sampleValue(after, count, deckRoute)).toBe(sampleValue(before, count, deckRoute) + 1);
    const profileRoute = { method: 'GET', route: '/api/user_profile/:id', status_class: '2xx' };
    expect(sampleValue(after, count, profileRoute)).toBe(sampleValue(before, count, profileRoute) + 1);
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    expect(sampleValue(after, count, unmatched)).toBe(sampleValue(before, count, unmatched) + 1);
    // Buckets are cumulative, the last one every request.
    const buckets = find(after, 'lien_http_request_duration_seconds_bucket', deckRoute);
    expect(buckets.at(-1)?.labels.le).toBe('+Inf');
    expect(buckets.at(-1)?.value).toBe(sampleValue(after, count, deckRoute));
    // Only patterns: no member's id, no unknown address, and /metrics' own scrapes left out.
    const routes = new Set(find(after, count).map((sample) => sample.labels.route));
    expect([...routes].filter((route) => /\d/.test(route ?? ''))).toEqual([]);
    expect(routes.has('/metrics')).toBe(false);

    const deckCount = 'lien_deck_build_duration_seconds_count';
    expect(sampleValue(after, deckCount)).toBe(sampleValue(before, deckCount) + 1);
    expect(sampleValue(after, 'lien_deck_build_duration_seconds_sum')).toBeGreaterThan(0);
    // The process's default metrics, in this app's registry.
    expect(find(after, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(find(after, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });

  it('reports the database pools by role and name on PostgreSQL, none on PGlite', async () => {
    const samples = await scrape();
    const primary = { role: 'primary', name: 'primary' };
    if (t.databaseUrl) {
      expect(sampleValue(samples, 'lien_db_pool_max_connections', primary)).toBe(10);
      expect(sampleValue(samples, 'lien_db_pool_connections', primary)).toBeGreaterThanOrEqual(1);
      expect(find(samples, 'lien_db_pool_idle_connections', primary)).toHaveLength(1);
      expect(sampleValue(samples, 'lien_db_pool_waiting_requests', primary)).toBe(0);
    } else {
      expect(find(samples, 'lien_db_pool_connections')).toEqual([]);
    }
  });

  it('measures the pub/sub delivery lag of a live event', async () => {
    const him = await member({ firstName: 'Paul', gender: 'male', seeking: 'female' });
    const her = await member({ firstName: 'Jeanne', gender: 'female', seeking: 'male' });
    const lagCount = 'lien_pubsub_delivery_lag_seconds_count';
    const before = sampleValue(await scrape(), lagCount);
    const herSocket = await connect(her);
    const liked = await client.post(
      '/api/swipe',
      { swipedUserId: her, like: true },
      { token: await token(him) },
    );
    expect(liked.statusCode, liked.body).toBe(200);
    await herSocket.next('counts', (counts) => counts.newLikes === 1);
    const after = await scrape();
    expect(sampleValue(after, lagCount)).toBeGreaterThan(before);
    expect(sampleValue(after, 'lien_pubsub_delivery_lag_seconds_sum')).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /metrics while the database is away', () => {
  it('still answers, with the request figures and the queues read marked failed', async () => {
    // A PostgreSQL server that is not there: every statement fails at once (connection refused).
    const database = await connectDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/lien' });
    const app = await buildApp({
      config: testConfig({ METRICS_TOKEN }),
      db: database.db,
      pools: database.pools,
      logger: false,
    });
    try {
      await app.ready();
      await app.inject({ method: 'GET', url: '/healthz' });
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const samples = parseScrape(response.body);
      expect(sampleValue(samples, 'lien_queue_read_success')).toBe(0);
      expect(find(samples, 'lien_job_queue_depth')).toEqual([]);
      // The pool's figures are read from memory: still there.
      expect(sampleValue(samples, 'lien_db_pool_max_connections', { role: 'primary' })).toBe(10);
      const health = { method: 'GET', route: '/healthz', status_class: '2xx' };
      expect(sampleValue(samples, 'lien_http_request_duration_seconds_count', health)).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
