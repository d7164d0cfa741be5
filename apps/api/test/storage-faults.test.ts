import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverMessages } from '@lien/contract/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { App } from '../src/context';
import type { DatabaseHandle } from '../src/db/connect';
import { S3Storage } from '../src/infra/storage';
import { openTestDatabase } from './app';
import {
  cityNear,
  createMember,
  multipartBody,
  remotePoint,
  sampleImage,
  TestClient,
  tokenFor,
} from './factories';
import { type LocalS3, startLocalS3 } from './s3';
import { TcpProxy } from './tcp-proxy';

/** Short bounds, so that a store that hangs is given up within seconds in the test. */
const TIMEOUTS = { connectMs: 500, requestMs: 1_000, callMs: 2_000 };

/** Every object file s3rver holds (its folder keeps one `<key>._S3rver_object` file per object). */
function storedObjects(directory: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('._S3rver_object')) found.push(full);
    }
  };
  walk(directory);
  return found;
}

/**
 * Photo storage failing under the app: a real S3 server (s3rver) behind a relay the test freezes
 * (connections accepted, nothing answered) or cuts. Uploads are all or nothing, answered 503 in
 * French within the bounds, and a retried upload never makes a second photo.
 */
describe('photo storage failing', () => {
  let s3: LocalS3;
  let relay: TcpProxy;
  let database: DatabaseHandle;
  let app: App;
  let client: TestClient;
  let member: number;
  let token: string;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', PUBLIC_URL: 'http://lien.test' });
  config.rateLimits = false;

  beforeAll(async () => {
    s3 = await startLocalS3();
    relay = await TcpProxy.open(Number(new URL(s3.config.endpoint ?? '').port));
    const storage = new S3Storage({ ...s3.config, endpoint: `http://${relay.address}` }, TIMEOUTS);
    database = await openTestDatabase();
    app = await buildApp({ config, db: database.db, logger: false, storage });
    client = await new TestClient(app).start();
    member = await createMember(database.db, { cityId: await cityNear(database.db, remotePoint()) });
    token = tokenFor(config, member);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.stop();
    await s3?.close();
  });

  async function upload(uploadKey?: string, bearer = token) {
    const body = multipartBody([
      {
        name: 'photo',
        value: await sampleImage('jpeg', 320, 240),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    ]);
    const headers: Record<string, string> = { 'content-type': body.contentType };
    if (uploadKey) headers['idempotency-key'] = uploadKey;
    return client.post('/api/upload_photo', body.payload, { token: bearer, headers });
  }
  const photoRows = (owner = member) =>
    database.db.selectFrom('photos').select(['id', 'storage_key']).where('user_id', '=', owner).execute();

  function expectStorageAway(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: serverMessages.storageUnavailable });
  }

  it('answers 503 within its bound when the store hangs, and no photo appears later', async () => {
    // A member of this test's own: the upload that proves the store answers again adds a photo.
    const owner = await createMember(database.db, { cityId: await cityNear(database.db, remotePoint()) });
    const bearer = tokenFor(config, owner);
    const before = (await photoRows(owner)).length;
    relay.freeze();
    try {
      const started = Date.now();
      expectStorageAway(await upload('gele-0001', bearer));
      expect(Date.now() - started).toBeLessThan(TIMEOUTS.callMs + 1_500);
    } finally {
      await relay.start();
    }
    // The held bytes are released now. An upload answered after them shows the store and the app past
    // them: whatever the store did with the held ones, the photo it made is the only new one.
    const after = await upload(undefined, bearer);
    expect(after.statusCode, after.body).toBe(200);
    expect(await photoRows(owner)).toHaveLength(before + 1);
  });

  it('answers 503 at once when the store is gone, and uploads again once it is back', async () => {
    await relay.stop();
    try {
      const started = Date.now();
      expectStorageAway(await upload());
      expect(Date.now() - started).toBeLessThan(TIMEOUTS.callMs + 1_500);
    } finally {
      await relay.start();
    }
    const response = await upload();
    expect(response.statusCode, response.body).toBe(200);
  });

  it('serves photos with 503 rather than hanging while the store hangs', async () => {
    const stored = await upload();
    const { url } = stored.json<{ url: string }>();
    relay.freeze();
    try {
      const started = Date.now();
      expectStorageAway(await app.inject({ method: 'GET', url }));
      expect(Date.now() - started).toBeLessThan(TIMEOUTS.callMs + 1_500);
    } finally {
      await relay.start();
    }
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('answers a retried upload with the photo its first try made, once or twice at the same time', async () => {
    // A member with room for two more photos (members are made with three).
    member = await createMember(database.db, { cityId: await cityNear(database.db, remotePoint()) });
    token = tokenFor(config, member);
    const before = (await photoRows()).length;
    const objectsBefore = storedObjects(s3.directory).length;
    const first = await upload('reessai-0001');
    const retry = await upload('reessai-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const [one, two] = await Promise.all([upload('ensemble-0001'), upload('ensemble-0001')]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.json()).toEqual(one.json());
    expect(await photoRows()).toHaveLength(before + 2);
    // Two photos, two files each, and no other: a try that lost removed what it had written.
    await expect.poll(() => storedObjects(s3.directory).length).toBe(objectsBefore + 4);
  });

  it('refuses a malformed upload key in French', async () => {
    const response = await upload('court');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: serverMessages.invalidInput });
  });
});
