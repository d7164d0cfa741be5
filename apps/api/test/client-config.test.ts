import { clientConfigReply } from '@lien/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const connectSrc = (csp: unknown) => {
  const directive = String(csp)
    .split(';')
    .find((part) => part.trim().startsWith('connect-src'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
};

describe('GET /api/client_config', () => {
  it('answers null for both services when nothing is configured, and the CSP allows nothing extra', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/client_config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ analytics: null, errors: null });
    expect(connectSrc(response.headers['content-security-policy'])).toEqual(["'self'", 'ws:', 'wss:']);
  });

  it('answers the PostHog key and host and the Sentry DSN without a session, and the CSP allows both', async () => {
    t = await createTestApp({
      env: {
        POSTHOG_KEY: 'phc_test',
        POSTHOG_HOST: 'https://collect.example.fr/',
        SENTRY_DSN: 'https://abc123@o42.ingest.de.sentry.io/4507',
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/client_config' });
    expect(response.statusCode).toBe(200);
    const body = clientConfigReply.parse(response.json());
    expect(body).toEqual({
      analytics: { key: 'phc_test', host: 'https://collect.example.fr' },
      errors: { dsn: 'https://abc123@o42.ingest.de.sentry.io/4507' },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(connectSrc(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://collect.example.fr',
      'https://o42.ingest.de.sentry.io',
    ]);
  });

  it('defaults the PostHog host to the EU cloud and sends analytics only with a key', async () => {
    t = await createTestApp({ env: { POSTHOG_KEY: 'phc_test' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/client_config' });
    expect(response.json()).toEqual({
      analytics: { key: 'phc_test', host: 'https://eu.i.posthog.com' },
      errors: null,
    });
    expect(connectSrc(response.headers['content-security-policy'])).toContain('https://eu.i.posthog.com');
  });
});

describe('telemetry settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: ':memory:' };

  it('treats empty values as unset', () => {
    const config = loadConfig({ ...base, POSTHOG_KEY: '', POSTHOG_HOST: '', SENTRY_DSN: '' });
    expect(config.posthogKey).toBeUndefined();
    expect(config.posthogHost).toBe('https://eu.i.posthog.com');
    expect(config.sentryDsn).toBeUndefined();
  });

  it('refuses a malformed DSN or host at start rather than reporting nowhere', () => {
    expect(() => loadConfig({ ...base, SENTRY_DSN: 'https://sentry.io/42' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ ...base, SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ ...base, POSTHOG_HOST: 'ftp://posthog.example' })).toThrow();
  });
});
