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

  it('reads the replicas of DATABASE_READ_URL, one or several, only beside DATABASE_URL', () => {
    const primary = { DATA_DIR: ':memory:', DATABASE_URL: 'postgres://lien@primary:5432/lien' };
    expect(loadConfig(primary).databaseReadUrls).toEqual([]);
    expect(
      loadConfig({
        ...primary,
        DATABASE_READ_URL: 'postgres://lien@replica-1:5432/lien, postgresql://lien@replica-2/lien',
      }).databaseReadUrls,
    ).toEqual(['postgres://lien@replica-1:5432/lien', 'postgresql://lien@replica-2/lien']);
    expect(() =>
      loadConfig({ DATA_DIR: ':memory:', DATABASE_READ_URL: 'postgres://lien@replica-1/lien' }),
    ).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'replica-1:5432' })).toThrow(
      /DATABASE_READ_URL/,
    );
  });
});
