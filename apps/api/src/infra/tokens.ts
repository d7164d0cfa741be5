import { createHash, randomBytes } from 'node:crypto';
import { SESSION_DURATION_MS } from '@lien/contract/rules';
import { createSigner, createVerifier } from 'fast-jwt';

/** A single-use secret for an e-mail link; only its hash is stored. */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEmailToken(token) };
}

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionClaims {
  userId: number;
  sessionVersion: number;
}

/** A checked token's claims, with when it expires (ms since the epoch). */
export interface ReadClaims extends SessionClaims {
  expiresAt: number;
}

/** Tokens whose checked claims are remembered at most (about 300 bytes each). */
const REMEMBERED_TOKENS = 10_000;

/**
 * Signs and reads the 24-hour session tokens (PRODUCT §9): HS256 through fast-jwt, which checks the HMAC
 * synchronously with node:crypto (a few µs). Every API call checks one; through jose and WebCrypto a
 * check took about 0.16 ms of CPU, the largest single cost of a chat message in bench:chat's profile.
 * A token found valid is remembered (the last 10 000, by the exact string): a member's next calls read
 * its claims back without decoding and hashing it again, and only its expiry is checked anew. Only what
 * passed the full check is remembered, so a changed token is never taken for a remembered one; whether
 * the session is still current (its version) is the caller's check, on every call (bench/README,
 * 28 November: the HMAC and decoding were a tenth of a chat message's CPU).
 */
export class SessionTokens {
  readonly #sign: (payload: { sub: string; sv: number; iat: number; exp: number }) => string;
  readonly #verify: (token: string) => unknown;
  /** Checked tokens → their claims, oldest first (a Map keeps insertion order). */
  readonly #checked = new Map<string, Readonly<ReadClaims>>();

  constructor(secret: string) {
    const key = Buffer.from(secret, 'utf8');
    this.#sign = createSigner({ key, algorithm: 'HS256', noTimestamp: true });
    this.#verify = createVerifier({ key, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
  }

  sign(claims: SessionClaims, now = Date.now()): string {
    const iat = Math.floor(now / 1000);
    const exp = Math.floor((now + SESSION_DURATION_MS) / 1000);
    return this.#sign({ sub: String(claims.userId), sv: claims.sessionVersion, iat, exp });
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  read(token: string): Readonly<ReadClaims> | null {
    const known = this.#checked.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known;
      this.#checked.delete(token);
      return null;
    }
    const claims = this.#check(token);
    if (claims) {
      if (this.#checked.size >= REMEMBERED_TOKENS) {
        const oldest = this.#checked.keys().next();
        if (!oldest.done) this.#checked.delete(oldest.value);
      }
      this.#checked.set(token, claims);
    }
    return claims;
  }

  #check(token: string): Readonly<ReadClaims> | null {
    let payload: unknown;
    try {
      payload = this.#verify(token);
    } catch {
      return null;
    }
    const { sub, sv, exp } = (payload ?? {}) as { sub?: unknown; sv?: unknown; exp?: unknown };
    const userId = Number(sub);
    if (typeof sub !== 'string' || !Number.isSafeInteger(userId)) return null;
    if (typeof sv !== 'number' || typeof exp !== 'number') return null;
    return Object.freeze({ userId, sessionVersion: sv, expiresAt: exp * 1000 });
  }
}
