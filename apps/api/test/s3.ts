import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

export interface LocalS3 {
  /** The environment that points the app at this server. */
  env: Record<string, string>;
  config: S3Config;
  /** The folder where s3rver keeps the objects (to check what is really stored). */
  directory: string;
  close(): Promise<void>;
}

/** A real S3-compatible server on the loopback (s3rver), with one empty bucket, for one test file. */
export async function startLocalS3(bucket = 'lien-photos'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lien-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ENDPOINT: config.endpoint ?? '',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
