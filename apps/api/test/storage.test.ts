import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  createStorage,
  DiskStorage,
  isStorageKey,
  newStorageKey,
  S3Storage,
  type Storage,
  StorageUnavailable,
} from '../src/infra/storage';
import { type LocalS3, startLocalS3 } from './s3';

describe('storage keys', () => {
  it('are 128 random bits, URL-safe, with the extension of their type', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newStorageKey('webp')));
    expect(keys.size).toBe(1000);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);
      expect(isStorageKey(key)).toBe(true);
    }
  });

  it.each(['../etc/passwd', 'a/b.webp', 'short.webp', `${'A'.repeat(22)}.svg`, `${'A'.repeat(22)}`, ''])(
    'refuses %j',
    (key) => expect(isStorageKey(key)).toBe(false),
  );
});

/** The contract every store keeps, run against each implementation. */
function behavesAsStorage(name: string, open: () => Promise<Storage>) {
  describe(name, () => {
    let storage: Storage;
    beforeAll(async () => {
      storage = await open();
    });
    afterAll(() => storage.close());

    it('gives back what was put, with its type and length', async () => {
      const key = newStorageKey('webp');
      await storage.put(key, Buffer.from('RIFF-contenu'), 'image/webp');
      const file = await storage.get(key);
      if (!file) throw new Error('nothing stored');
      expect(file.contentType).toBe('image/webp');
      expect(file.contentLength).toBe(12);
      expect(await text(file.body)).toBe('RIFF-contenu');
    });

    it('answers null for a key never stored, and again once deleted', async () => {
      expect(await storage.get(newStorageKey('webp'))).toBeNull();
      const key = newStorageKey('jpg');
      await storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('refuses keys it could not have made', async () => {
      await expect(storage.put('../../evil.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/key/);
      await expect(storage.get('../../etc/passwd')).rejects.toThrow(/key/);
    });
  });
}

behavesAsStorage('DiskStorage', () => DiskStorage.temporary());

let s3: LocalS3 | undefined;
behavesAsStorage('S3Storage against a local S3-compatible server (s3rver)', async () => {
  s3 = await startLocalS3();
  return new S3Storage(s3.config);
});
afterAll(() => s3?.close());

describe('DiskStorage', () => {
  it('writes under its folder, fanned out by the first two characters, and removes the temporary one', async () => {
    const storage = await DiskStorage.temporary();
    const key = newStorageKey('webp');
    await storage.put(key, Buffer.from('x'), 'image/webp');
    expect(storage.pathOf(key)).toBe(`${storage.root}/${key.slice(0, 2)}/${key}`);
    expect(existsSync(storage.pathOf(key))).toBe(true);
    await expect(storage.put(newStorageKey('webp'), Buffer.from('x'), 'image/png')).rejects.toThrow();
    await storage.close();
    expect(existsSync(storage.root)).toBe(false);
  });
});

describe('DiskStorage, when a write fails', () => {
  it('answers the storage error and leaves no partial file behind', async () => {
    const storage = await DiskStorage.temporary();
    const key = newStorageKey('webp');
    // A folder where the file should go: the part is written, the rename refused.
    await mkdir(path.join(storage.pathOf(key), 'occupied'), { recursive: true });
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(StorageUnavailable);
    const folder = path.dirname(storage.pathOf(key));
    expect(await readdir(folder)).toEqual([key]);
    await storage.close();
  });
});

describe('createStorage', () => {
  it('chooses the disk under DATA_DIR/uploads by default and S3 when S3_BUCKET is set', async () => {
    const disk = await createStorage(loadConfig({ DATA_DIR: '/srv/lien', JWT_SECRET: 'x'.repeat(40) }));
    expect(disk).toBeInstanceOf(DiskStorage);
    expect((disk as DiskStorage).root).toBe('/srv/lien/uploads');
    const bucket = await createStorage(loadConfig({ DATA_DIR: ':memory:', S3_BUCKET: 'photos' }));
    expect(bucket).toBeInstanceOf(S3Storage);
    await bucket.close();
  });
});
