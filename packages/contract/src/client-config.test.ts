import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readClientConfig } from './client-config';
import { clientConfigReply } from './telemetry';

const schema = (value: unknown) => {
  const parsed = clientConfigReply.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('readClientConfig', () => {
  it('answers as the clientConfigReply schema for what JSON.parse can give', () => {
    const host = fc.oneof(
      fc.webUrl(),
      fc.constantFrom(
        'https://eu.i.posthog.com',
        ' https://eu.i.posthog.com\n',
        'HTTPS://EU.I.POSTHOG.COM',
        'http:eu.i.posthog.com',
        'https:/eu.i.posthog.com',
        'ftp://eu.i.posthog.com',
        'https://',
        'https://exa\tmple.com',
        'https://[::1]:8000/x',
        'javascript://x',
        '',
      ),
      fc.string(),
      fc.integer(),
      fc.constant(null),
    );
    const text = fc.oneof(fc.string(), fc.constant(''), fc.integer(), fc.constant(null));
    const analytics = fc.oneof(
      fc.constant(null),
      fc.record({ key: text, host, other: fc.jsonValue() }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    const errors = fc.oneof(
      fc.constant(null),
      fc.record({ dsn: text, other: fc.jsonValue() }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    const config = fc.record({ analytics, errors, other: fc.jsonValue() }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(config, config, config, fc.jsonValue()), (value) => {
        expect(readClientConfig(value)).toEqual(schema(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the settings, trims the host and drops unknown keys', () => {
    expect(
      readClientConfig({
        analytics: { key: 'phc_k', host: ' https://eu.i.posthog.com ', region: 'eu' },
        errors: { dsn: 'https://k@sentry.example/1' },
        extra: true,
      }),
    ).toEqual({
      analytics: { key: 'phc_k', host: 'https://eu.i.posthog.com' },
      errors: { dsn: 'https://k@sentry.example/1' },
    });
    expect(readClientConfig({ analytics: null, errors: null })).toEqual({ analytics: null, errors: null });
    expect(readClientConfig({ analytics: 'yes' })).toBeNull();
    expect(readClientConfig({ analytics: { key: '', host: 'https://x.fr' }, errors: null })).toBeNull();
    expect(readClientConfig({ analytics: { key: 'k', host: 'ftp://x.fr' }, errors: null })).toBeNull();
    expect(readClientConfig({ analytics: null })).toBeNull();
  });
});
