import { SESSION_DURATION_MS } from '@lien/contract/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionTokens } from './tokens';

const tokens = new SessionTokens('a-secret-long-enough-for-the-tests');
const part = (token: string, index: number) => token.split('.')[index] ?? '';
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('SessionTokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads back the member, the session version and the 24 h expiry it signed', () => {
    const now = Date.now();
    const claims = tokens.read(tokens.sign({ userId: 42, sessionVersion: 3 }, now));
    expect(claims).toEqual({
      userId: 42,
      sessionVersion: 3,
      expiresAt: Math.floor((now + SESSION_DURATION_MS) / 1000) * 1000,
    });
  });

  it('refuses an expired token', () => {
    const dayAndMinuteAgo = Date.now() - SESSION_DURATION_MS - 60_000;
    expect(tokens.read(tokens.sign({ userId: 42, sessionVersion: 0 }, dayAndMinuteAgo))).toBeNull();
  });

  it('refuses a token read before once it has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = tokens.sign({ userId: 42, sessionVersion: 0 });
    expect(tokens.read(token)?.userId).toBe(42);
    expect(tokens.read(token)?.userId).toBe(42);
    vi.setSystemTime(Date.now() + SESSION_DURATION_MS + 1000);
    expect(tokens.read(token)).toBeNull();
  });

  it('refuses a changed copy of a token it read before', () => {
    const token = tokens.sign({ userId: 42, sessionVersion: 0 });
    expect(tokens.read(token)?.userId).toBe(42);
    const signature = part(token, 2);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.read(`${part(token, 0)}.${part(token, 1)}.${flipped}`)).toBeNull();
    expect(tokens.read(`${token} `)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const other = new SessionTokens('another-secret-of-some-other-server');
    expect(tokens.read(other.sign({ userId: 42, sessionVersion: 0 }))).toBeNull();
  });

  it('refuses a token whose claims were changed after signing', () => {
    const token = tokens.sign({ userId: 42, sessionVersion: 0 });
    const payload = JSON.parse(Buffer.from(part(token, 1), 'base64url').toString()) as object;
    const forged = [part(token, 0), encode({ ...payload, sub: '1' }), part(token, 2)].join('.');
    expect(tokens.read(forged)).toBeNull();
  });

  it('refuses an unsigned token and garbage', () => {
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: '42', sv: 0, exp: 9e9 })}.`;
    expect(tokens.read(unsigned)).toBeNull();
    expect(tokens.read('not a token')).toBeNull();
    expect(tokens.read('')).toBeNull();
  });
});
