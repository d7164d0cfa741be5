import { createHash, randomBytes } from 'node:crypto';
import { SESSION_DURATION_MS } from '@lien/contract';
import { jwtVerify, SignJWT } from 'jose';

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

/** Signs and reads the 24-hour session tokens (SPEC §9). */
export class SessionTokens {
  /**
   * Imported once: given raw bytes, jose imports a WebCrypto key on every call, which was the larger
   * part of a token check (about 0.3 ms against 0.16 ms with the key imported once, measured).
   */
  readonly #key: Promise<CryptoKey>;

  constructor(secret: string) {
    this.#key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: SessionClaims, now = Date.now()): Promise<string> {
    return new SignJWT({ sv: claims.sessionVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor((now + SESSION_DURATION_MS) / 1000))
      .sign(await this.#key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async read(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const sessionVersion = payload.sv;
      if (!Number.isSafeInteger(userId) || typeof sessionVersion !== 'number') return null;
      return { userId, sessionVersion };
    } catch {
      return null;
    }
  }
}
