import { randomInt } from 'node:crypto';
import {
  verificationMessages as m,
  SELFIE_MAX_BYTES,
  VERIFICATION_GESTURES,
  VERIFICATION_WINDOW_MINUTES,
  type VerificationState,
} from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { ImageRejected, processPhoto } from '../../infra/images';
import { newStorageKey, type Storage } from '../../infra/storage';
import { lockMember } from '../account/queries';
import { photoCount } from '../photos/service';
import * as q from './queries';

type Db = Kysely<Database>;

const WINDOW_MS = VERIFICATION_WINDOW_MINUTES * 60 * 1000;
const EMPTY: Omit<VerificationState, 'status' | 'badgeShown'> = {
  gesture: null,
  expiresAt: null,
  reason: null,
  note: null,
};
/** A data URL's prefix, which the browser's canvas puts before the base64. */
const DATA_URL_PREFIX = /^data:image\/[a-z]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

type Latest = NonNullable<Awaited<ReturnType<typeof q.latest>>>;

const expiresAt = (row: Pick<Latest, 'requested_at'>) => new Date(row.requested_at.getTime() + WINDOW_MS);

/** What the member's screen shows of their latest request, given the verification in force and the badge choice. */
export function stateOf(
  row: Latest | undefined,
  verified: boolean,
  badgeShown: boolean,
  now = new Date(),
): VerificationState {
  return { ...statusOf(row, verified, now), badgeShown };
}

function statusOf(
  row: Latest | undefined,
  verified: boolean,
  now: Date,
): Omit<VerificationState, 'badgeShown'> {
  if (verified) return { status: 'approved', ...EMPTY };
  if (!row || row.status === 'withdrawn') return { status: 'none', ...EMPTY };
  if (row.status === 'requested') {
    if (expiresAt(row) <= now) return { status: 'expired', ...EMPTY };
    return { status: 'requested', ...EMPTY, gesture: row.gesture, expiresAt: expiresAt(row).toISOString() };
  }
  if (row.status === 'refused') {
    return { status: 'refused', ...EMPTY, reason: row.refusal_reason, note: row.refusal_note };
  }
  // An approval no longer in force was revoked, whatever the row says.
  return { status: row.status === 'approved' ? 'revoked' : row.status, ...EMPTY };
}

/** The bytes of a selfie sent as base64 (or a data URL); the French refusal otherwise. */
export function selfieBytes(image: string): Buffer {
  const base64 = image.replace(DATA_URL_PREFIX, '');
  if (!BASE64.test(base64)) throw new HttpError(400, m.notAnImage);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SELFIE_MAX_BYTES) throw new HttpError(413, m.tooLarge);
  return bytes;
}

/**
 * The member's side of photo verification (issue #29): a gesture drawn at random, a selfie taken with
 * the camera within VERIFICATION_WINDOW_MINUTES, judged by its content and kept only until a moderator
 * decides (review.ts) or the member withdraws.
 */
export class VerificationService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  async status(userId: number): Promise<VerificationState> {
    const [row, user] = await Promise.all([q.latest(this.db, userId), q.verification(this.db, userId)]);
    if (!user) throw new HttpError(401, serverMessages.unauthenticated);
    return stateOf(row, user.photo_verified_at !== null, !user.hides_verified_badge);
  }

  /** Shows or hides the member's badge; the verification itself stays as it is. */
  async showBadge(userId: number, shown: boolean): Promise<VerificationState> {
    await q.hideBadge(this.db, userId, !shown);
    return this.status(userId);
  }

  /** Draws a gesture and records the request (a request still open is replaced). */
  async request(userId: number): Promise<VerificationState> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await lockMember(trx, userId))) throw new HttpError(401, serverMessages.unauthenticated);
      if ((await photoCount(trx, userId)) === 0) throw new HttpError(409, m.photoRequired);
      if ((await q.verifiedAt(trx, userId)) !== null) throw new HttpError(409, m.alreadyVerified);
      if ((await q.latest(trx, userId))?.status === 'submitted') throw new HttpError(409, m.alreadySubmitted);
      await q.withdrawOpen(trx, userId);
      const gesture =
        VERIFICATION_GESTURES[randomInt(VERIFICATION_GESTURES.length)] ?? VERIFICATION_GESTURES[0];
      await q.insertRequest(trx, userId, gesture);
    });
    return this.status(userId);
  }

  /**
   * Keeps the selfie of the member's request, if it still waits and its window is open: decoded and
   * re-encoded as a photo upload is (no metadata kept), stored, then attached; the file goes again
   * when the request could not take it.
   */
  async submitSelfie(userId: number, image: string): Promise<VerificationState> {
    const bytes = selfieBytes(image);
    const row = await q.latest(this.db, userId);
    if (row?.status !== 'requested') throw new HttpError(409, m.noRequest);
    if (expiresAt(row) <= new Date()) throw new HttpError(410, m.requestExpired);
    if ((await photoCount(this.db, userId)) === 0) throw new HttpError(409, m.photoRequired);
    let selfie: Buffer;
    try {
      selfie = (await processPhoto(bytes)).photo.bytes;
    } catch (error) {
      if (error instanceof ImageRejected) throw new HttpError(400, m.notAnImage);
      throw error;
    }
    const key = newStorageKey('webp');
    await this.storage.put(key, selfie, 'image/webp');
    let attached = false;
    try {
      attached = await q.attachSelfie(this.db, row.id, key);
    } finally {
      if (!attached) await this.storage.delete(key).catch(() => undefined);
    }
    if (!attached) throw new HttpError(409, m.noRequest);
    return this.status(userId);
  }

  /** Withdraws the open request; a sent selfie is erased before the withdrawal commits. */
  async withdraw(userId: number): Promise<VerificationState> {
    await this.db.transaction().execute(async (trx) => {
      const keys = await q.withdrawOpen(trx, userId);
      await Promise.all(keys.map((key) => this.storage.delete(key)));
    });
    return this.status(userId);
  }
}
