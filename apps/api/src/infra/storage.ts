import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { serverMessages } from '@lien/contract/texts';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { Config, S3Config } from '../config';
import { HttpError } from '../http-error';

/**
 * The store failed or did not answer in time: the caller is told 503 in French, and nothing the call
 * was to make exists (the photos service removes what it wrote before).
 */
export class StorageUnavailable extends HttpError {
  constructor(override readonly cause: unknown) {
    super(503, serverMessages.storageUnavailable);
    this.name = 'StorageUnavailable';
  }
}

/**
 * Bounds on every call to an S3-compatible store, so that a store that hangs costs a request seconds,
 * not minutes: connecting, then the whole call (SDK retries included), after which it is aborted so
 * that it cannot complete later.
 */
export const S3_TIMEOUTS = { connectMs: 3_000, requestMs: 10_000, callMs: 15_000 } as const;

/** Runs a store call, turning any failure of the store itself into StorageUnavailable. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof StorageUnavailable ? error : new StorageUnavailable(error);
  }
}

/** A stored file, ready to stream to a client. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
}

/** A stored file's key and when it was written. */
export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

/** Where photo files live: the disk by default, an S3-compatible bucket when S3_BUCKET is set. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored file, with when it was written, a page at a time (the orphan sweep): only keys this
   * module could have made, never a file half written.
   */
  list(): AsyncIterable<StoredKey>;
  /**
   * Removes what writes cut short left behind, written before `before` (a process killed between the
   * disk's write aside and its rename leaves the part); answers how many. A bucket's writes are whole
   * or nothing: none there.
   */
  removeLeftovers(before: Date): Promise<number>;
  /** Releases what the store holds (connections, the temporary folder of a `:memory:` run). */
  close(): Promise<void>;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};
const KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}\.(webp|jpg|png)$/;
/** A write's part on the disk (DiskStorage.put): the key, a random suffix, `.partial`. */
const PARTIAL_PATTERN = /^[A-Za-z0-9_-]{22,64}\.(webp|jpg|png)\.[0-9a-f]{12}\.partial$/;

/**
 * A new key: 128 random bits, URL-safe, so a photo's address cannot be guessed from
 * another's. The extension names the content type (the disk store keeps no other record of it).
 */
export function newStorageKey(extension: 'webp' | 'jpg' | 'png'): string {
  return `${randomBytes(16).toString('base64url')}.${extension}`;
}

/** True for a key this module could have made: anything else (paths, dots) never reaches a store. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** A disk read whose target went meanwhile (deleted since its folder was read) answers `missing`. */
function unlessMissing<T>(read: Promise<T>, missing: T): Promise<T> {
  return guarded(() => read.catch((error: unknown) => (isMissing(error) ? missing : Promise.reject(error))));
}

/** Files under a folder, fanned out by the key's first two characters so no folder grows huge. */
export class DiskStorage implements Storage {
  constructor(
    readonly root: string,
    private readonly removeOnClose = false,
  ) {}

  /** A store in a fresh temporary folder, removed on close (tests and `DATA_DIR=:memory:`). */
  static async temporary(): Promise<DiskStorage> {
    return new DiskStorage(await mkdtemp(path.join(tmpdir(), 'lien-uploads-')), true);
  }

  /** The file's path; exported for tests that check what is on disk. */
  pathOf(key: string): string {
    const safe = checkedKey(key);
    return path.join(this.root, safe.slice(0, 2), safe);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    const extension = path.extname(file).slice(1);
    if (TYPES_BY_EXTENSION[extension] !== contentType) {
      throw new Error(`key ${key} does not match content type ${contentType}`);
    }
    await guarded(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file. A failed write (a full disk)
      // takes its part with it; a process killed in between leaves it to removeLeftovers.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
    });
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      const contentType = TYPES_BY_EXTENSION[path.extname(file).slice(1)] ?? 'application/octet-stream';
      return { body: createReadStream(file), contentType, contentLength: size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await guarded(() => rm(file, { force: true }));
  }

  async *list(): AsyncIterable<StoredKey> {
    for await (const { name } of this.#entries()) {
      if (!isStorageKey(name)) continue;
      const found = await unlessMissing(stat(this.pathOf(name)), null);
      if (found) yield { key: name, modifiedAt: found.mtime };
    }
  }

  async removeLeftovers(before: Date): Promise<number> {
    let removed = 0;
    for await (const { folder, name } of this.#entries()) {
      if (!PARTIAL_PATTERN.test(name)) continue;
      const file = path.join(folder, name);
      const found = await unlessMissing(stat(file), null);
      if (!found || found.mtime >= before) continue;
      await guarded(() => rm(file, { force: true }));
      removed += 1;
    }
    return removed;
  }

  /** Every name in the folders of keys (two leading characters; a stray file elsewhere is not one). */
  async *#entries(): AsyncIterable<{ folder: string; name: string }> {
    for (const folder of await unlessMissing(readdir(this.root), [])) {
      if (folder.length !== 2) continue;
      const inFolder = path.join(this.root, folder);
      for (const name of await unlessMissing(readdir(inFolder), [])) yield { folder: inFolder, name };
    }
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await rm(this.root, { recursive: true, force: true });
  }
}

/** Objects in an S3-compatible bucket (AWS, MinIO, R2…), under a `photos/` prefix so a bucket can be shared. */
export class S3Storage implements Storage {
  static readonly PREFIX = 'photos/';
  readonly #client: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly timeouts: { connectMs: number; requestMs: number; callMs: number } = S3_TIMEOUTS,
    /** Keys a listing page holds (S3's maximum; tests lower it to page through a few). */
    private readonly listPageSize = 1000,
  ) {
    this.#client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      maxAttempts: 2,
      requestHandler: new NodeHttpHandler({
        connectionTimeout: timeouts.connectMs,
        requestTimeout: timeouts.requestMs,
      }),
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  #objectKey(key: string): string {
    return S3Storage.PREFIX + checkedKey(key);
  }

  /** One bounded call: aborted after `timeouts.callMs` whatever the SDK's retries are doing. */
  #send<T>(send: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    return guarded(() => send(AbortSignal.timeout(this.timeouts.callMs)));
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: this.#objectKey(key),
      Body: bytes,
      ContentType: contentType,
    });
    await this.#send((abortSignal) => this.#client.send(command, { abortSignal }));
  }

  async get(key: string): Promise<StoredObject | null> {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: this.#objectKey(key) });
    try {
      const object = await this.#send((abortSignal) => this.#client.send(command, { abortSignal }));
      if (!object.Body) return null;
      const body =
        object.Body instanceof Readable
          ? object.Body
          : Readable.from(Buffer.from(await object.Body.transformToByteArray()));
      return {
        body,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
      };
    } catch (error) {
      const cause = error instanceof StorageUnavailable ? error.cause : error;
      const status = (cause as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (cause instanceof Error && (cause.name === 'NoSuchKey' || status === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.#objectKey(key) });
    await this.#send((abortSignal) => this.#client.send(command, { abortSignal }));
  }

  async *list(): AsyncIterable<StoredKey> {
    // ListObjects (v1) paged by marker, the last key of a page: the call every S3-compatible store has
    // (the local s3rver of the tests fails ListObjectsV2 with a page size).
    let marker: string | undefined;
    do {
      const command = new ListObjectsCommand({
        Bucket: this.config.bucket,
        Prefix: S3Storage.PREFIX,
        MaxKeys: this.listPageSize,
        Marker: marker,
      });
      const page = await this.#send((abortSignal) => this.#client.send(command, { abortSignal }));
      const objects = page.Contents ?? [];
      for (const object of objects) {
        const key = object.Key?.slice(S3Storage.PREFIX.length);
        if (key && isStorageKey(key) && object.LastModified) yield { key, modifiedAt: object.LastModified };
      }
      marker = page.IsTruncated ? objects.at(-1)?.Key : undefined;
    } while (marker);
  }

  async removeLeftovers(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}

/** The configured store: S3 when S3_BUCKET is set, else `${DATA_DIR}/uploads` (a temporary folder for `:memory:`). */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (config.s3) return new S3Storage(config.s3);
  if (config.dataDir === ':memory:') return DiskStorage.temporary();
  return new DiskStorage(path.join(config.dataDir, 'uploads'));
}
