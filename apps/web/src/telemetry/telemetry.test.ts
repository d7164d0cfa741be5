import type { ClientConfig } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { createTelemetry } from './telemetry';
import { deferred, fakeEnvironment, flush } from './test-helpers';

const posthogOnly: ClientConfig = {
  analytics: { key: 'phc_key', host: 'https://eu.i.posthog.com' },
  errors: null,
};
const sentryOnly: ClientConfig = {
  analytics: null,
  errors: { dsn: 'https://pub123@o7.ingest.de.sentry.io/4242' },
};
const nothing: ClientConfig = { analytics: null, errors: null };
const at = '2026-03-01T10:00:00.000Z';

const capture = (event: string, distinctId: string, properties: Record<string, unknown>) => ({
  api_key: 'phc_key',
  event,
  distinct_id: distinctId,
  properties: { ...properties, $lib: 'lien-web' },
  timestamp: at,
});

describe('analytics to PostHog', () => {
  it('sends the sign-up journey to /capture/ by beacon, joining the visitor to the member', async () => {
    const fake = fakeEnvironment(posthogOnly);
    const telemetry = createTelemetry(fake.environment);
    telemetry.trackEvent('signup_started');
    telemetry.trackEvent('signup_submit_failed', { error: 'Cet email est déjà utilisé.' });
    telemetry.trackEvent('signup_submit_success', { userId: 42 });
    await flush();

    const sent = await fake.sent();
    expect(sent.map(({ via, url, type }) => ({ via, url, type }))).toEqual(
      Array(4).fill({
        via: 'beacon',
        url: 'https://eu.i.posthog.com/capture/',
        type: 'text/plain;charset=utf-8',
      }),
    );
    expect(sent.map(({ body }) => JSON.parse(body))).toEqual([
      capture('signup_started', 'anon-visitor', {}),
      capture('signup_submit_failed', 'anon-visitor', { error: 'Cet email est déjà utilisé.' }),
      capture('$identify', '42', { $anon_distinct_id: 'anon-visitor' }),
      capture('signup_submit_success', '42', { userId: 42 }),
    ]);
    expect(fake.fetch).not.toHaveBeenCalled();
    expect(fake.storage.values.get('lien.telemetry.userId')).toBe('42');
  });

  it('makes up a random anonymous id, keeps it for the tab and identifies only once', async () => {
    const fake = fakeEnvironment(posthogOnly);
    fake.storage.values.clear();
    const telemetry = createTelemetry(fake.environment);
    telemetry.trackEvent('signup_started');
    await flush();
    const anonymousId = fake.storage.values.get('lien.telemetry.anonymousId');
    expect(anonymousId).toMatch(/^anon-[0-9a-f]{32}$/);

    // A reload: a new instance reads the same tab storage.
    const again = createTelemetry(fake.environment);
    again.trackEvent('signup_submit_success', { userId: 7 });
    again.trackEvent('signup_submit_success', { userId: 7 });
    await flush();
    const events = (await fake.sent()).map(({ body }) => JSON.parse(body));
    expect(events.map((event) => [event.event, event.distinct_id])).toEqual([
      ['signup_started', anonymousId],
      ['$identify', '7'],
      ['signup_submit_success', '7'],
      ['signup_submit_success', '7'],
    ]);
  });

  it('forgets the member who left the tab: the next person is a new visitor, never joined to them', async () => {
    const fake = fakeEnvironment(posthogOnly);
    const telemetry = createTelemetry(fake.environment);
    telemetry.trackEvent('signup_submit_success', { userId: 42 });
    await flush();
    telemetry.forgetMember();
    telemetry.trackEvent('signup_started');
    await flush();

    const events = (await fake.sent()).map(
      ({ body }) => JSON.parse(body) as { event: string; distinct_id: string },
    );
    const next = events.at(-1);
    expect(next?.event).toBe('signup_started');
    expect(next?.distinct_id).toMatch(/^anon-[0-9a-f]{32}$/);
    expect(next?.distinct_id).not.toBe('anon-visitor');
    expect(fake.storage.values.has('lien.telemetry.userId')).toBe(false);
  });

  it('falls back to fetch with keepalive when the browser refuses the beacon', async () => {
    const fake = fakeEnvironment(posthogOnly, { beacon: false });
    createTelemetry(fake.environment).trackEvent('signup_started');
    await flush();
    expect(fake.sendBeacon).toHaveBeenCalledTimes(1);
    expect(fake.fetch).toHaveBeenCalledWith('https://eu.i.posthog.com/capture/', {
      method: 'POST',
      body: JSON.stringify(capture('signup_started', 'anon-visitor', {})),
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  });

  it('sends no personal data: only userId and an error message survive', async () => {
    const fake = fakeEnvironment(posthogOnly);
    const telemetry = createTelemetry(fake.environment);
    telemetry.trackEvent('signup_submit_failed', {
      error: new Error('Adresse marie.dupont@exemple.fr refusée'),
      email: 'marie.dupont@exemple.fr',
      firstName: 'Marie',
      form: { password: 'secret', city: 'Lyon' },
    });
    await flush();
    const [request] = await fake.sent();
    expect(JSON.parse(request?.body ?? '').properties).toEqual({
      error: 'Adresse [email] refusée',
      $lib: 'lien-web',
    });
    expect(request?.body).not.toMatch(/marie|Marie|secret|Lyon/);
  });

  it('does not send analytics events to Sentry when only Sentry is configured', async () => {
    const fake = fakeEnvironment(sentryOnly);
    createTelemetry(fake.environment).trackEvent('signup_started');
    await flush();
    expect(await fake.sent()).toEqual([]);
  });
});

describe('errors to Sentry', () => {
  it('posts an envelope with the exception, its frames, the context and the member id', async () => {
    const fake = fakeEnvironment(sentryOnly);
    const telemetry = createTelemetry(fake.environment);
    telemetry.trackEvent('signup_submit_success', { userId: 42 });
    const error = new TypeError('Cannot read properties of undefined');
    telemetry.reportError(error, { screen: 'signup', step: 3, email: 'x@y.fr', nested: { a: 1 } });
    await flush();

    const [request, ...rest] = await fake.sent();
    expect(rest).toEqual([]);
    expect(request?.url).toBe(
      'https://o7.ingest.de.sentry.io/api/4242/envelope/?sentry_key=pub123&sentry_version=7',
    );
    const lines = request?.body.split('\n') ?? [];
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const [header, item, event] = lines.slice(0, 3).map((line) => JSON.parse(line));
    expect(header).toEqual({ event_id: event.event_id, sent_at: at });
    expect(item).toEqual({ type: 'event' });
    expect(event).toEqual({
      event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      timestamp: Date.parse(at) / 1000,
      platform: 'javascript',
      level: 'error',
      environment: 'test',
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'Cannot read properties of undefined',
            stacktrace: { frames: expect.any(Array) },
          },
        ],
      },
      extra: { screen: 'signup', step: 3 },
      user: { id: '42' },
    });
    const frames = event.exception.values[0].stacktrace.frames;
    expect(frames.length).toBeGreaterThan(0);
    // Oldest call first: the throwing test function is the last frame.
    expect(frames.at(-1)).toMatchObject({
      filename: expect.stringContaining('telemetry.test.ts'),
      in_app: true,
    });
  });

  it('reports strings and non-errors without serialising them', async () => {
    const fake = fakeEnvironment(sentryOnly);
    const telemetry = createTelemetry(fake.environment);
    telemetry.reportError('quelque chose a échoué');
    telemetry.reportError({ email: 'x@y.fr' });
    await flush();
    const values = (await fake.sent()).map(
      ({ body }) => JSON.parse(body.split('\n')[2] ?? '').exception.values[0],
    );
    expect(values).toEqual([
      { type: 'Error', value: 'quelque chose a échoué' },
      { type: 'Error', value: 'Non-Error value: [object Object]' },
    ]);
  });

  it('ignores an invalid DSN and still sends analytics', async () => {
    const fake = fakeEnvironment({
      analytics: posthogOnly.analytics,
      errors: { dsn: 'https://sentry.io/not-a-project' },
    });
    const telemetry = createTelemetry(fake.environment);
    telemetry.reportError(new Error('boom'));
    telemetry.trackEvent('signup_started');
    await flush();
    expect((await fake.sent()).map(({ url }) => url)).toEqual(['https://eu.i.posthog.com/capture/']);
  });

  it('stops after twenty reports in a page, so an error loop does not flood the service', async () => {
    const fake = fakeEnvironment(sentryOnly);
    const telemetry = createTelemetry(fake.environment);
    for (let index = 0; index < 50; index += 1) telemetry.reportError(new Error(`boucle ${index}`));
    await flush();
    expect(await fake.sent()).toHaveLength(20);
  });
});

describe('configuration', () => {
  it('sends nothing at all and asks for the configuration once when nothing is configured', async () => {
    const fake = fakeEnvironment(nothing);
    const telemetry = createTelemetry(fake.environment);
    telemetry.trackEvent('signup_started');
    telemetry.reportError(new Error('boom'));
    await flush();
    telemetry.trackEvent('signup_submit_success', { userId: 1 });
    telemetry.reportError(new Error('again'));
    await flush();
    expect(fake.loadConfig).toHaveBeenCalledTimes(1);
    expect(fake.sendBeacon).not.toHaveBeenCalled();
    expect(fake.fetch).not.toHaveBeenCalled();
    // Not even an identifier is made up when there is no analytics.
    expect([...fake.storage.values.keys()]).toEqual(['lien.telemetry.anonymousId']);
  });

  it('asks for nothing until the first event', async () => {
    const fake = fakeEnvironment(posthogOnly);
    createTelemetry(fake.environment);
    await flush();
    expect(fake.loadConfig).not.toHaveBeenCalled();
  });

  it('holds events fired before the configuration is known and delivers them after, in order', async () => {
    const config = deferred<ClientConfig>();
    const fake = fakeEnvironment(config.promise);
    const telemetry = createTelemetry({
      ...fake.environment,
      loadConfig: () => config.promise,
    });
    telemetry.trackEvent('signup_started');
    telemetry.reportError(new Error('avant la configuration'));
    telemetry.trackEvent('signup_submit_failed', { error: 'Erreur réseau' });
    await flush();
    expect(fake.sendBeacon).not.toHaveBeenCalled();

    config.resolve({ ...posthogOnly, errors: sentryOnly.errors });
    await flush();
    const sent = await fake.sent();
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([
      '/capture/',
      '/api/4242/envelope/',
      '/capture/',
    ]);
    telemetry.trackEvent('signup_submit_success', { userId: 3 });
    expect(await fake.sent()).toHaveLength(5);
  });

  it('treats a failed configuration request as "nothing configured", without retrying', async () => {
    const fake = fakeEnvironment(posthogOnly);
    fake.loadConfig.mockImplementation(() => Promise.reject(new Error('offline')));
    const telemetry = createTelemetry(fake.environment);
    telemetry.trackEvent('signup_started');
    await flush();
    telemetry.trackEvent('signup_submit_failed', { error: 'x' });
    await flush();
    expect(fake.loadConfig).toHaveBeenCalledTimes(1);
    expect(fake.sendBeacon).not.toHaveBeenCalled();
  });
});

describe('a failing collector', () => {
  it('breaks nothing: a throwing beacon, a rejecting or throwing fetch, a throwing storage', async () => {
    const fake = fakeEnvironment({ ...posthogOnly, errors: sentryOnly.errors });
    fake.sendBeacon.mockImplementation(() => {
      throw new TypeError('beacon refused');
    });
    fake.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fake.fetch.mockImplementation(() => {
      throw new TypeError('fetch blew up');
    });
    const telemetry = createTelemetry({
      ...fake.environment,
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    expect(() => {
      telemetry.trackEvent('signup_started');
      telemetry.trackEvent('signup_submit_success', { userId: 9 });
      telemetry.reportError(new Error('boom'));
    }).not.toThrow();
    await flush();
    expect(fake.fetch).toHaveBeenCalledTimes(4);
  });
});
