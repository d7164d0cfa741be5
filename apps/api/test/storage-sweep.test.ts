import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { AppMetrics } from '../src/features/metrics/instruments';
import { StorageSweep } from '../src/features/storage-sweep/sweep';
import { DiskStorage, newStorageKey, S3_TIMEOUTS, S3Storage, type Storage } from '../src/infra/storage';
import { useTestApp } from './app';
import { cityNear, createMember, remotePoint } from './factories';
import { type LocalS3, startLocalS3 } from './s3';

/*
 * Files left in the store by an upload whose database write failed are removed once a day old (issue
 * #29); files rows reference, and young ones, stay.
 */

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A member's photo keys (factories make three photos, rows only): files the database references. */
async function referencedKeys(db: Kysely<Database>): Promise<string[]> {
  const member = await createMember(db, { cityId: await cityNear(db, remotePoint()) });
  const photos = await db
    .selectFrom('photos')
    .select(['storage_key', 'thumb_key'])
    .where('user_id', '=', member)
    .execute();
  const selfie = newStorageKey('webp');
  await db
    .insertInto('photo_verifications')
    .values({ user_id: member, gesture: 'Le pouce levé', status: 'submitted', selfie_key: selfie })
    .execute();
  return [...photos.flatMap((photo) => [photo.storage_key, photo.thumb_key]), selfie];
}

async function putAll(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await storage.put(key, Buffer.from('RIFF'), key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function stored(storage: Storage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const file of storage.list()) keys.add(file.key);
  return keys;
}

describe('on the disk', () => {
  let storage: DiskStorage;
  beforeAll(async () => {
    storage = await DiskStorage.temporary();
  });
  afterAll(() => storage.close());

  it('removes the files older than a day that no row names, and keeps the rest', async () => {
    const { db } = t.database;
    const referenced = await referencedKeys(db);
    const orphans = [newStorageKey('webp'), newStorageKey('jpg')];
    const young = newStorageKey('webp');
    await putAll(storage, [...referenced, ...orphans, young]);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    for (const key of [...referenced, ...orphans]) await utimes(storage.pathOf(key), twoDaysAgo, twoDaysAgo);

    const metrics = new AppMetrics([], { onDelivered: () => {} });
    const result = await new StorageSweep({ db, storage, removed: metrics.orphanRemoved }).runOnce();
    expect(result).toEqual({
      listed: referenced.length + 3,
      old: referenced.length + 2,
      removed: 2,
      leftovers: 0,
    });
    expect((await metrics.orphans.get()).values[0]?.value).toBe(2);
    const left = await stored(storage);
    for (const key of orphans) expect(left.has(key)).toBe(false);
    for (const key of [...referenced, young]) expect(left.has(key)).toBe(true);
  });

  it('removes the parts a killed write left once a day old, and nothing else of the folder', async () => {
    const { db } = t.database;
    const kept = newStorageKey('webp');
    await putAll(storage, [kept]);
    // What DiskStorage.put writes aside before its rename, left by a process killed in between.
    const partOf = (key: string, suffix: string) => `${storage.pathOf(key)}.${suffix}.partial`;
    const oldParts = [partOf(newStorageKey('webp'), '0123456789ab'), partOf(kept, 'ba9876543210')];
    const youngPart = partOf(newStorageKey('jpg'), 'aaaaaaaaaaaa');
    const notOurs = path.join(path.dirname(storage.pathOf(kept)), 'notes.partial');
    for (const file of [...oldParts, youngPart, notOurs]) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'RIFF');
    }
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    for (const file of [...oldParts, notOurs]) await utimes(file, twoDaysAgo, twoDaysAgo);

    const result = await new StorageSweep({ db, storage }).runOnce();
    expect(result.leftovers).toBe(2);
    for (const file of oldParts) expect(await exists(file)).toBe(false);
    for (const file of [youngPart, notOurs, storage.pathOf(kept)]) expect(await exists(file)).toBe(true);
    expect((await stored(storage)).has(kept)).toBe(true);
  });

  it('removes nothing when the database cannot say which files are referenced', async () => {
    const orphan = newStorageKey('webp');
    await putAll(storage, [orphan]);
    const failing = t.database.db.withPlugin({
      transformQuery: () => {
        throw new Error('la base ne répond pas');
      },
      transformResult: async ({ result }) => result,
    });
    const later = () => new Date(Date.now() + 2 * DAY_MS);
    await expect(new StorageSweep({ db: failing, storage, now: later }).runOnce()).rejects.toThrow();
    expect((await stored(storage)).has(orphan)).toBe(true);
    // Once the database answers, the next run removes it.
    expect(
      (await new StorageSweep({ db: t.database.db, storage, now: later }).runOnce()).removed,
    ).toBeGreaterThan(0);
    expect((await stored(storage)).has(orphan)).toBe(false);
  });
});

describe('in an S3-compatible bucket, page after page', () => {
  let s3: LocalS3;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    // Two keys a listing page: five files take three pages.
    storage = new S3Storage(s3.config, S3_TIMEOUTS, 2);
  });
  afterAll(async () => {
    await storage.close();
    await s3.close();
  });

  it('lists every file and removes the orphans once a day old', async () => {
    const { db } = t.database;
    const referenced = (await referencedKeys(db)).slice(0, 3);
    const orphans = [newStorageKey('webp'), newStorageKey('webp')];
    await putAll(storage, [...referenced, ...orphans]);
    expect(await stored(storage)).toEqual(new Set([...referenced, ...orphans]));

    // Just written: nothing is old enough to judge.
    expect(await new StorageSweep({ db, storage }).runOnce()).toEqual({
      listed: 5,
      old: 0,
      removed: 0,
      leftovers: 0,
    });
    // Two days on, the orphans go.
    const later = () => new Date(Date.now() + 2 * DAY_MS);
    expect(await new StorageSweep({ db, storage, now: later }).runOnce()).toEqual({
      listed: 5,
      old: 5,
      removed: 2,
      leftovers: 0,
    });
    expect(await stored(storage)).toEqual(new Set(referenced));
  });
});
