import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTOS_MAX } from '@lien/contract/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/infra/storage';
import { useTestApp } from './app';
import { createCity, givePhotos, myPhotos, sampleImage, signUp, uploadPhoto } from './factories';
import { type LocalS3, startLocalS3 } from './s3';

const keyOf = (url: string) => url.replace('/photos/', '');

describe('photos on disk under DATA_DIR/uploads', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lien-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useTestApp(() => ({ env: { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) } }));
  const { client } = t;

  const storedFiles = () =>
    readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();

  it('keeps exactly the two files of each photo: refused uploads and deletions leave nothing behind', async () => {
    const { token } = await signUp(client, await createCity(t.database.db));
    await givePhotos(client, token, PHOTOS_MAX - 1);
    const image = await sampleImage('jpeg', 320, 240);
    await Promise.all(Array.from({ length: 3 }, () => uploadPhoto(client, token, image)));

    const photos = await myPhotos(client, token);
    expect(photos).toHaveLength(PHOTOS_MAX);
    const expected = photos.flatMap((photo) => [keyOf(photo.url), keyOf(photo.thumbnailUrl)]).sort();
    expect(storedFiles()).toEqual(expected);

    const [first] = photos;
    await client.delete(`/api/delete_photo/${first?.id}`, { token });
    expect(storedFiles()).not.toContain(keyOf(first?.url ?? ''));
    expect(storedFiles()).not.toContain(keyOf(first?.thumbnailUrl ?? ''));
    expect(storedFiles()).toHaveLength(2 * (PHOTOS_MAX - 1));
  });
});

describe('photos in an S3-compatible bucket (S3_BUCKET set; s3rver on the loopback)', () => {
  let s3: LocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());
  const t = useTestApp(() => ({ env: s3.env }));
  const { client } = t;

  it('uploads to the bucket, serves from it and deletes from it', async () => {
    const bucket = new S3Storage(s3.config);
    try {
      const { token } = await signUp(client, await createCity(t.database.db));
      const response = await uploadPhoto(client, token, await sampleImage('png', 2400, 1200), 'a.png');
      expect(response.statusCode, response.body).toBe(200);
      const [photo] = await myPhotos(client, token);
      if (!photo) throw new Error('no photo listed');

      expect(await bucket.get(keyOf(photo.url))).not.toBeNull();
      const served = await client.get(photo.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1920, 960]);

      expect((await client.delete(`/api/delete_photo/${photo.id}`, { token })).statusCode).toBe(200);
      expect(await bucket.get(keyOf(photo.url))).toBeNull();
      expect(await bucket.get(keyOf(photo.thumbnailUrl))).toBeNull();
      expect((await client.get(photo.url)).statusCode).toBe(404);
    } finally {
      await bucket.close();
    }
  });
});
