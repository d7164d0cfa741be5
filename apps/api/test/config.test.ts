import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: ':memory:' });
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', rateLimits: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses production without a JWT secret or with rate limits off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: ':memory:',
        JWT_SECRET: 'x'.repeat(40),
        RATE_LIMITS: 'off',
      }),
    ).toThrow(/RATE_LIMITS/);
  });

  it('refuses production without a way to deliver mails, unless the outbox is asked for', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: ':memory:', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://localhost:2525' }).smtpUrl).toBe(
      'smtp://localhost:2525',
    );
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'outbox' }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: ':memory:', MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('switches rate limits off for local journeys', () => {
    expect(loadConfig({ DATA_DIR: ':memory:', RATE_LIMITS: 'off' }).rateLimits).toBe(false);
  });
});
