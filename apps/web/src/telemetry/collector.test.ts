import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeChoice } from './test-helpers';

/**
 * End to end against a real collector: a node:http server on a loopback port plays the Lien API
 * (GET /api/client_config), PostHog (POST /capture/) and Sentry (POST /api/<project>/envelope/).
 * The page is pointed at it, and the real module sends through happy-dom's own sendBeacon and
 * fetch, over real sockets.
 */

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  body: string;
}

/** The part of happy-dom's window API used here (vitest's environment does not type it). */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

const received: Received[] = [];
let server: Server;
let base: string;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

beforeAll(async () => {
  storeChoice('accepted');
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'GET' && url.pathname === '/api/client_config') {
      const { port } = server.address() as AddressInfo;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          analytics: { key: 'phc_local', host: base },
          errors: { dsn: `http://localkey@127.0.0.1:${port}/99` },
        }),
      );
      return;
    }
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      contentType: request.headers['content-type'],
      body: await readBody(request),
    });
    response.setHeader('content-type', 'application/json');
    response.end('{"status":1}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page now lives on the collector's origin, so /api/client_config reaches it.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${base}/inscription`);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('telemetry against a local collector', () => {
  it('delivers the three sign-up events to PostHog and an error to Sentry', async () => {
    sessionStorage.clear();
    const { trackEvent, reportError } = await import('./index');
    trackEvent('signup_started');
    trackEvent('signup_submit_failed', { error: 'Cet email est déjà utilisé.', email: 'a@b.fr' });
    trackEvent('signup_submit_success', { userId: 1234 });
    reportError(new Error('Échec du rendu'), { screen: 'signup' });

    await vi.waitFor(() => expect(received).toHaveLength(5), { timeout: 5000, interval: 20 });

    const captures = received.filter((request) => request.path === '/capture/');
    expect(captures.every((request) => request.method === 'POST')).toBe(true);
    expect(captures.every((request) => request.contentType?.startsWith('text/plain'))).toBe(true);
    const events = captures.map((request) => JSON.parse(request.body));
    const anonymousId = sessionStorage.getItem('lien.telemetry.anonymousId');
    expect(anonymousId).toMatch(/^anon-[0-9a-f]{32}$/);
    // Each beacon is its own connection: arrival order is not guaranteed, so compare as a set.
    expect(events).toHaveLength(4);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          api_key: 'phc_local',
          event: 'signup_started',
          distinct_id: anonymousId,
          properties: { $lib: 'lien-web' },
        }),
        expect.objectContaining({
          event: 'signup_submit_failed',
          distinct_id: anonymousId,
          properties: { error: 'Cet email est déjà utilisé.', $lib: 'lien-web' },
        }),
        expect.objectContaining({
          event: '$identify',
          distinct_id: '1234',
          properties: { $anon_distinct_id: anonymousId, $lib: 'lien-web' },
        }),
        expect.objectContaining({
          event: 'signup_submit_success',
          distinct_id: '1234',
          properties: { userId: 1234, $lib: 'lien-web' },
        }),
      ]),
    );
    for (const event of events) expect(Date.parse(event.timestamp)).not.toBeNaN();

    const envelope = received.find((request) => request.path === '/api/99/envelope/');
    expect(envelope?.method).toBe('POST');
    expect(envelope?.query.get('sentry_key')).toBe('localkey');
    const [header, item, event] = (envelope?.body ?? '')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header.event_id).toBe(event.event_id);
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      level: 'error',
      platform: 'javascript',
      exception: { values: [{ type: 'Error', value: 'Échec du rendu' }] },
      extra: { screen: 'signup' },
      user: { id: '1234' },
    });
  });
});
