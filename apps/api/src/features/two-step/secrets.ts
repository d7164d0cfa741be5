import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TWO_STEP_CHALLENGE_DURATION_MS,
} from '@lien/contract';
import { createSigner, createVerifier } from 'fast-jwt';

/** A key of its own for each use, derived from the server's secret (JWT_SECRET): never the session key. */
function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), purpose, 32));
}

const FORMAT = 'v1';

/**
 * Seals TOTP secrets at rest (AES-256-GCM): a copy of the database alone does not give anyone the
 * codes of a member's authenticator app. The key is derived from JWT_SECRET; changing that secret
 * leaves the members who turned two-step on with their recovery codes, which do not depend on it.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(serverSecret: string) {
    this.#key = derivedKey(serverSecret, 'lien two-step totp secret');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it was sealed with another key (JWT_SECRET changed) or is damaged. */
  open(sealed: string): string | null {
    const [format, iv, tag, data] = sealed.split('.');
    if (format !== FORMAT || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}

/** Ten fresh recovery codes of 12 characters (about 59 bits each), upper case without dashes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  );
}

/**
 * What is stored of a recovery code: SHA-256 of the member's id and the code. The codes are random
 * (59 bits), so a fast hash is enough, and it lets a code be found in one indexed look-up.
 */
export function hashRecoveryCode(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** What a log-in's challenge says: who passed the first step, under which session version. */
export interface ChallengeClaims {
  userId: number;
  sessionVersion: number;
}

/**
 * The signed, short-lived challenge between a log-in's first step (password or LinkedIn) and its
 * second (the code). Signed with a key of its own: it can never be taken for a session token.
 */
export class TwoStepChallenges {
  readonly #sign: (payload: { sub: string; sv: number; typ: string; exp: number }) => string;
  readonly #verify: (token: string) => unknown;

  constructor(serverSecret: string) {
    const key = derivedKey(serverSecret, 'lien two-step challenge');
    this.#sign = createSigner({ key, algorithm: 'HS256', noTimestamp: true });
    this.#verify = createVerifier({ key, algorithms: ['HS256'], requiredClaims: ['sub', 'exp', 'typ'] });
  }

  sign(claims: ChallengeClaims, now = Date.now()): string {
    const exp = Math.floor((now + TWO_STEP_CHALLENGE_DURATION_MS) / 1000);
    return this.#sign({ sub: String(claims.userId), sv: claims.sessionVersion, typ: 'two-step', exp });
  }

  /** The claims of a valid, unexpired challenge; null for anything else. */
  read(challenge: string): ChallengeClaims | null {
    let payload: unknown;
    try {
      payload = this.#verify(challenge);
    } catch {
      return null;
    }
    const { sub, sv, typ } = (payload ?? {}) as { sub?: unknown; sv?: unknown; typ?: unknown };
    const userId = Number(sub);
    if (typ !== 'two-step' || typeof sub !== 'string' || !Number.isSafeInteger(userId)) return null;
    if (typeof sv !== 'number') return null;
    return { userId, sessionVersion: sv };
  }
}
