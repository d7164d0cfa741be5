import {
  formatRecoveryCode,
  isTotpCode,
  TWO_STEP_CODE_DIGITS,
  TWO_STEP_ISSUER,
  TWO_STEP_PERIOD_SECONDS,
  type TwoStepSetup,
  type TwoStepStatus,
  twoStepMessages,
} from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import type { FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import * as q from './queries';
import { hashRecoveryCode, newRecoveryCodes, SecretBox } from './secrets';
import type { TwoStepThrottle } from './throttle';

/** A pending set-up is confirmed within this time, or started again. */
const SETUP_DURATION_MS = 60 * 60_000;

/** The TOTP of a secret, as every authenticator app reads it (SHA-1, 6 digits, 30 s). */
function totpOf(secret: Secret | string, label = ''): TOTP {
  return new TOTP({
    issuer: TWO_STEP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TWO_STEP_CODE_DIGITS,
    period: TWO_STEP_PERIOD_SECONDS,
    secret: typeof secret === 'string' ? Secret.fromBase32(secret) : secret,
  });
}

/** The time step a code belongs to, within ±1 step of now (a phone's clock a little off); null if none. */
function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Two-step verification (RFC 6238, issue #24): set-up with a QR code and recovery codes, turning it
 * off, and the check of a code for the log-in's second step, the deletion and the export. Every
 * wrong code is counted (throttle.ts); a code is accepted once (its time step is taken), a recovery
 * code once.
 */
export class TwoStepService {
  readonly #box: SecretBox;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config'>,
    private readonly throttle: TwoStepThrottle,
  ) {
    this.#box = new SecretBox(ctx.config.jwtSecret);
  }

  async status(userId: number): Promise<TwoStepStatus> {
    const row = await q.findSecret(this.ctx.db, userId);
    if (!row?.enabled_at) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
    return {
      enabled: true,
      enabledAt: row.enabled_at.toISOString(),
      recoveryCodesLeft: await q.countRecoveryCodesLeft(this.ctx.db, userId),
    };
  }

  isEnabled(userId: number): Promise<boolean> {
    return q.isEnabled(this.ctx.db, userId);
  }

  /** A new secret to scan; the one shown before, if not confirmed, stops working. */
  async startSetup(userId: number): Promise<TwoStepSetup> {
    const { db } = this.ctx;
    const account = await q.accountOf(db, userId);
    if (!account) throw new HttpError(401, serverMessages.unauthenticated);
    // The verification link gives a session by itself: two-step comes once the address is confirmed.
    if (!account.is_verified) throw new HttpError(400, twoStepMessages.verifyEmailFirst);
    const { email } = account;
    const secret = new Secret({ size: 20 });
    if (!(await q.savePendingSecret(db, userId, this.#box.seal(secret.base32)))) {
      throw new HttpError(409, twoStepMessages.alreadyEnabled);
    }
    const otpauthUri = totpOf(secret, email).toString();
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret: secret.base32,
      otpauthUri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** The first code from the app: turns it on and answers the recovery codes, this once. */
  async confirmSetup(
    request: FastifyRequest,
    userId: number,
    code: string,
  ): Promise<{ enabledAt: string; recoveryCodes: string[] }> {
    const { db } = this.ctx;
    const row = await q.findSecret(db, userId);
    if (row?.enabled_at) throw new HttpError(409, twoStepMessages.alreadyEnabled);
    const secret = row && this.#box.open(row.secret_encrypted);
    if (!row || !secret || Date.now() - row.created_at.getTime() > SETUP_DURATION_MS) {
      throw new HttpError(400, twoStepMessages.setupMissing);
    }
    await this.refuseWhenLimited(request, userId);
    const step = isTotpCode(code) ? stepOf(secret, code) : null;
    if (step === null || !(await q.takeStep(db, userId, step, false))) {
      await this.throttle.failed(request, userId);
      throw new HttpError(400, twoStepMessages.wrongCode);
    }
    const codes = newRecoveryCodes();
    const enabledAt = await q.enable(
      db,
      userId,
      codes.map((c) => hashRecoveryCode(userId, c)),
    );
    return { enabledAt: enabledAt.toISOString(), recoveryCodes: codes.map(formatRecoveryCode) };
  }

  /** Turns it off, with a current code or a recovery code. */
  async disable(request: FastifyRequest, userId: number, code: string): Promise<void> {
    if (!(await q.isEnabled(this.ctx.db, userId))) throw new HttpError(400, twoStepMessages.notEnabled);
    await this.verify(request, userId, code);
    await q.removeTwoStep(this.ctx.db, userId);
  }

  /**
   * What a sensitive action (deletion, export) asks when two-step is on: a code, checked and taken.
   * Does nothing when it is off.
   */
  async requireCode(request: FastifyRequest, userId: number, code: string | null): Promise<void> {
    if (!(await q.isEnabled(this.ctx.db, userId))) return;
    if (code === null) throw new HttpError(400, twoStepMessages.codeRequired);
    await this.verify(request, userId, code);
  }

  /**
   * Checks a code of a member who has two-step on: an authenticator's code of now (±1 step) not taken
   * before, or an unused recovery code (used up by this). A wrong one is counted and refused (400).
   */
  async verify(request: FastifyRequest, userId: number, code: string): Promise<void> {
    await this.refuseWhenLimited(request, userId);
    if (!(await this.accepts(userId, code))) {
      await this.throttle.failed(request, userId);
      throw new HttpError(400, twoStepMessages.wrongCode);
    }
  }

  private async refuseWhenLimited(request: FastifyRequest, userId: number): Promise<void> {
    if (await this.throttle.refused(request, userId)) {
      throw new HttpError(429, twoStepMessages.tooManyAttempts);
    }
  }

  private async accepts(userId: number, code: string): Promise<boolean> {
    const { db } = this.ctx;
    if (!isTotpCode(code)) return q.useRecoveryCode(db, userId, hashRecoveryCode(userId, code));
    const row = await q.findSecret(db, userId);
    const secret = row?.enabled_at ? this.#box.open(row.secret_encrypted) : null;
    if (!secret) return false;
    const step = stepOf(secret, code);
    return step !== null && q.takeStep(db, userId, step, true);
  }
}
