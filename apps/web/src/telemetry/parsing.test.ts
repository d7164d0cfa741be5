import { parseSentryDsn } from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import { redact, safeExtra } from './privacy';
import { parseStack } from './stacktrace';

describe('parseSentryDsn', () => {
  it('reads the cloud form', () => {
    expect(parseSentryDsn('https://abc123@o42.ingest.de.sentry.io/4507')).toEqual({
      origin: 'https://o42.ingest.de.sentry.io',
      publicKey: 'abc123',
      projectId: '4507',
      envelopeUrl: 'https://o42.ingest.de.sentry.io/api/4507/envelope/',
    });
  });

  it('keeps a port and a path prefix, and ignores a legacy secret key', () => {
    expect(parseSentryDsn(' http://key:secret@sentry.lien.local:9000/errors/sentry/12 ')).toEqual({
      origin: 'http://sentry.lien.local:9000',
      publicKey: 'key',
      projectId: '12',
      envelopeUrl: 'http://sentry.lien.local:9000/errors/sentry/api/12/envelope/',
    });
  });

  it.each([
    '',
    'not a dsn',
    'https://sentry.io/42',
    'https://key@sentry.io/',
    'https://key@sentry.io/project',
    'ftp://key@sentry.io/42',
    'javascript://key@sentry.io/42',
  ])('refuses %j', (dsn) => {
    expect(parseSentryDsn(dsn)).toBeNull();
  });
});

describe('parseStack', () => {
  it('reads a V8 stack, oldest call first, without query strings', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at submit (https://lien.fr/assets/index-abc.js:10:20)',
      '    at async onSubmit (https://lien.fr/assets/index-abc.js:30:5)',
      '    at https://lien.fr/reset-password?token=secret:1:2',
      '    at dispatch (https://lien.fr/node_modules/.vite/deps/react-dom.js:5:6)',
    ].join('\n');
    expect(parseStack(stack)).toEqual([
      {
        function: 'dispatch',
        filename: 'https://lien.fr/node_modules/.vite/deps/react-dom.js',
        lineno: 5,
        colno: 6,
        in_app: false,
      },
      { filename: 'https://lien.fr/reset-password', lineno: 1, colno: 2, in_app: true },
      {
        function: 'onSubmit',
        filename: 'https://lien.fr/assets/index-abc.js',
        lineno: 30,
        colno: 5,
        in_app: true,
      },
      {
        function: 'submit',
        filename: 'https://lien.fr/assets/index-abc.js',
        lineno: 10,
        colno: 20,
        in_app: true,
      },
    ]);
  });

  it('reads a Firefox or Safari stack', () => {
    const stack = 'submit@https://lien.fr/assets/index.js:10:20\n@https://lien.fr/assets/index.js:1:1\n';
    expect(parseStack(stack)).toEqual([
      { filename: 'https://lien.fr/assets/index.js', lineno: 1, colno: 1, in_app: true },
      {
        function: 'submit',
        filename: 'https://lien.fr/assets/index.js',
        lineno: 10,
        colno: 20,
        in_app: true,
      },
    ]);
  });

  it('gives no frames for no stack or an unreadable one', () => {
    expect(parseStack(undefined)).toEqual([]);
    expect(parseStack('just a message')).toEqual([]);
  });
});

describe('privacy', () => {
  it('removes e-mail addresses and the queries of addresses and paths, and bounds the length', () => {
    expect(redact('Échec pour jean.martin+lien@exemple.com')).toBe('Échec pour [email]');
    expect(redact('GET https://lien.fr/verify?token=abc failed')).toBe('GET https://lien.fr/verify failed');
    expect(redact('route /reset-password?token=abc#x')).toBe('route /reset-password');
    expect(redact('Pourquoi ?')).toBe('Pourquoi ?');
    expect(redact('a'.repeat(400))).toHaveLength(301);
  });

  it('keeps only flat, non-personal context values', () => {
    expect(
      safeExtra({
        source: 'window.onerror',
        status: 500,
        retried: false,
        nothing: null,
        email: 'x@y.fr',
        firstName: 'Marie',
        password: 'p',
        form: { a: 1 },
        list: [1],
      }),
    ).toEqual({ source: 'window.onerror', status: 500, retried: false, nothing: null });
  });
});
