import { randomBytes } from 'node:crypto';
import { accountMessages, type MyPhotosReply, type UploadPhotoReply } from '@lien/contract';
import { PHOTO_MAX_BYTES, PHOTOS_MAX, PHOTOS_MIN } from '@lien/contract/rules';
import { photoMessages, serverMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { ImageRejected, MAX_INPUT_PIXELS, type ProcessedPhoto, processPhoto } from '../../infra/images';
import {
  isStorageKey,
  newStorageKey,
  type Storage,
  StorageUnavailable,
  type StoredObject,
} from '../../infra/storage';
import { lockMember } from '../account/queries';
import { hasInterests } from '../interests/service';
import { hasCompletedQuestionnaire } from '../questionnaire/service';
import { revoke } from '../verification/queries';
import * as q from './queries';

const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The public address of a stored file: the key itself is the secret, 128 random bits. */
export const photoUrl = (storageKey: string) => `/photos/${storageKey}`;

/** How many photos a member has; the session flag photoUploadCompleted is this ≥ PHOTOS_MIN. */
export function photoCount(db: Kysely<Database>, userId: number): Promise<number> {
  return q.countPhotos(db, userId);
}

/** True when `given` lists each of `expected` exactly once, in any order. */
export function isPermutation(expected: readonly string[], given: readonly string[]): boolean {
  if (expected.length !== given.length) return false;
  const remaining = new Set(expected);
  for (const id of given) {
    if (!remaining.delete(id)) return false;
  }
  return remaining.size === 0;
}

const tooMany = () => new HttpError(409, photoMessages.tooMany(PHOTOS_MAX));
/** One answer for "not yours" and "does not exist": ids cannot be probed. */
const notFound = () => new HttpError(404, photoMessages.notFound);

/** The rules of a member's photos: at most six, in an order they choose, each only theirs to change. */
export class PhotosService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: Storage,
  ) {}

  static readonly tooLarge = () => new HttpError(413, photoMessages.tooLarge(PHOTO_MAX_BYTES / 1024 / 1024));

  private async process(bytes: Buffer): Promise<ProcessedPhoto> {
    try {
      return await processPhoto(bytes);
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      if (error.reason === 'too-many-pixels') {
        throw new HttpError(422, photoMessages.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
      }
      throw new HttpError(415, photoMessages.unsupportedType);
    }
  }

  /** The photo an earlier try of the same upload made, as the upload answered it. */
  private async earlierTry(userId: number, uploadKey: string | undefined): Promise<UploadPhotoReply | null> {
    if (!uploadKey) return null;
    const photo = await q.findByUploadKey(this.db, userId, uploadKey);
    return photo ? { photoId: photo.id, url: photoUrl(photo.storage_key) } : null;
  }

  /**
   * Stores an upload as the member's last photo, all or nothing: both files, then the row; when the
   * row cannot be written the files are removed. A store that hangs may still complete a put the app
   * gave up on: that file is an orphan no row points at, never shown (never a row without its file). With an `uploadKey` (the client's Idempotency-Key, the same
   * on a retry), an upload already stored under that key answers that photo instead of a new one,
   * also when two tries run at once (the unique key decides).
   */
  async upload(userId: number, bytes: Buffer, uploadKey?: string): Promise<UploadPhotoReply> {
    const earlier = await this.earlierTry(userId, uploadKey);
    if (earlier) return earlier;
    // A cheap refusal before spending a decode; the locked count below is the one that decides.
    if ((await q.countPhotos(this.db, userId)) >= PHOTOS_MAX) throw tooMany();
    const { photo, thumbnail } = await this.process(bytes);

    const id = randomBytes(16).toString('base64url');
    const storageKey = newStorageKey('webp');
    const thumbKey = newStorageKey('webp');
    try {
      // Files first: a row never points at a file that is not there yet.
      await Promise.all([
        this.storage.put(storageKey, photo.bytes, photo.contentType),
        this.storage.put(thumbKey, thumbnail.bytes, thumbnail.contentType),
      ]);
      await this.db.transaction().execute(async (trx) => {
        if (!(await lockMember(trx, userId))) throw new HttpError(401, serverMessages.unauthenticated);
        // Under the lock: two uploads at five photos cannot both see five.
        const position = await q.countPhotos(trx, userId);
        if (position >= PHOTOS_MAX) throw tooMany();
        await q.insertPhoto(trx, {
          id,
          user_id: userId,
          position,
          storage_key: storageKey,
          thumb_key: thumbKey,
          upload_key: uploadKey ?? null,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes.length,
        });
      });
    } catch (error) {
      const cleanup = Promise.allSettled([this.storage.delete(storageKey), this.storage.delete(thumbKey)]);
      // A store that failed is not waited for a second time: its deletes run on, bounded, meanwhile.
      if (!(error instanceof StorageUnavailable)) await cleanup;
      const concurrent = isUniqueViolation(error, 'photos_unique_upload_key')
        ? await this.earlierTry(userId, uploadKey)
        : null;
      if (concurrent) return concurrent;
      throw error;
    }
    return { photoId: id, url: photoUrl(storageKey) };
  }

  async list(userId: number): Promise<MyPhotosReply> {
    const rows = await q.listPhotos(this.db, userId);
    return {
      photos: rows.map((row) => ({
        id: row.id,
        url: photoUrl(row.storage_key),
        thumbnailUrl: photoUrl(row.thumb_key),
        order: row.position,
      })),
    };
  }

  /**
   * Puts the member's photos in the given order, which must name each of them exactly once. A new main
   * photo ends the photo verification in force (true then: the member is told).
   */
  async reorder(userId: number, photoIds: string[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockMember(trx, userId))) throw new HttpError(401, serverMessages.unauthenticated);
      const current = await q.listPhotos(trx, userId);
      const ids = current.map((row) => row.id);
      if (!isPermutation(ids, photoIds)) throw new HttpError(400, photoMessages.orderInvalid);
      await q.setPositions(trx, userId, photoIds);
      return ids[0] !== photoIds[0] && (await revoke(trx, userId));
    });
  }

  /**
   * Deletes one of the member's photos and both its files. The files go before the
   * transaction commits: if storage fails, the photo stays whole and the member can retry,
   * rather than being told a photo is gone while its file is still served. Deleting the main photo
   * ends the photo verification in force (true then: the member is told).
   */
  async remove(userId: number, photoId: string): Promise<boolean> {
    if (!PHOTO_ID_PATTERN.test(photoId)) throw notFound();
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockMember(trx, userId))) throw new HttpError(401, serverMessages.unauthenticated);
      // Under the lock: two deletions at three photos cannot both see three.
      if (
        (await q.countPhotos(trx, userId)) <= PHOTOS_MIN &&
        (await this.onboardingDone(trx, userId)) &&
        (await q.ownsPhoto(trx, userId, photoId))
      ) {
        throw new HttpError(409, accountMessages.photosMinimum);
      }
      const deleted = await q.deletePhoto(trx, userId, photoId);
      if (!deleted) throw notFound();
      await q.compactPositions(trx, userId);
      const revoked = deleted.position === 0 && (await revoke(trx, userId));
      await Promise.all([this.storage.delete(deleted.storage_key), this.storage.delete(deleted.thumb_key)]);
      return revoked;
    });
  }

  /**
   * Past the steps after the photos (interests and questionnaire), the member is shown to others and
   * must keep PHOTOS_MIN photos; during onboarding they may still start their photos over.
   */
  private async onboardingDone(db: Kysely<Database>, userId: number): Promise<boolean> {
    // One after the other: inside a transaction both would queue on its one connection anyway.
    return (await hasInterests(db, userId)) && (await hasCompletedQuestionnaire(db, userId));
  }

  /** A stored file by its key, for anyone who has its address; null for any other key. */
  async open(key: string): Promise<StoredObject | null> {
    return isStorageKey(key) ? this.storage.get(key) : null;
  }
}
