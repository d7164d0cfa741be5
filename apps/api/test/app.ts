import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { App } from '../src/context';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import type { Mailer } from '../src/infra/mail';
import { TestClient } from './factories';
import { createMigratedScratchDatabase, postgresUrl } from './services';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** Its database's URL on a PostgreSQL server (another connection may open it); null on PGlite. */
  databaseUrl: string | null;
  config: Config;
  close(): Promise<void>;
}

/** Opens this run's database: the run's PostgreSQL database, or the migrated PGlite snapshot in memory. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  if (url) return connectDatabase({ databaseUrl: url });
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) throw new Error('global setup provided no database');
  return connectDatabase({ dataDir: ':memory:', loadDataDir: new Blob([readFileSync(snapshot)]) });
}

/** The configuration of a test app: no files, a public URL of its own, rate limits off unless asked for. */
export function testConfig(env: Record<string, string> = {}, rateLimits = false): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    PUBLIC_URL: 'http://lien.test',
    ...env,
  });
  config.rateLimits = rateLimits;
  return config;
}

/** How a test app differs from the default one. */
export interface TestAppOptions {
  rateLimits?: boolean;
  mailer?: Mailer;
  env?: Record<string, string>;
  /** Settings no environment variable gives (e.g. short SMTP bounds), over the loaded configuration. */
  config?: Partial<Config>;
  /**
   * Where its database is, beyond the run's: 'own', one no other test file writes (on PostgreSQL every
   * file shares the run's database, so a test about an empty world makes one of its own; PGlite's is
   * always so); 'postgres', on the PostgreSQL server in a PGlite run too (a scratch database there), for
   * tests of concurrent connections, which PGlite's one connection cannot hold.
   */
  database?: 'own' | 'postgres';
}

/** The database of a test app, its URL on a PostgreSQL server, and what closing it takes beyond. */
async function openAppDatabase(
  where: TestAppOptions['database'],
): Promise<{ database: DatabaseHandle; url: string | null; drop(): Promise<void> }> {
  const runUrl = inject('testDatabaseUrl');
  // The run's database serves unless a scratch one is wanted: 'own' on PostgreSQL, 'postgres' on PGlite.
  const scratchOn = where === 'own' ? runUrl : where === 'postgres' && !runUrl ? postgresUrl : null;
  if (!scratchOn) return { database: await openTestDatabase(), url: runUrl, drop: async () => {} };
  const scratch = await createMigratedScratchDatabase(where ?? 'own', scratchOn);
  return {
    database: await connectDatabase({ databaseUrl: scratch.url }),
    url: scratch.url,
    drop: scratch.drop,
  };
}

/** A real app on a real database, as production composes it, with rate limits off unless asked for. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, drop } = await openAppDatabase(options.database);
  const config = { ...testConfig(options.env, options.rateLimits), ...options.config };
  const app = await buildApp({
    config,
    db: database.db,
    pools: database.pools,
    logger: false,
    mailer: options.mailer,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: url,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** A file's (or a describe block's) app: what `useTestApp` answers, readable once its `beforeAll` has run. */
export interface TestFixture {
  readonly app: App;
  readonly database: DatabaseHandle;
  /** Its URL on a PostgreSQL server, null on PGlite. */
  readonly databaseUrl: string | null;
  /** The database's Kysely instance (`database.db`). */
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** A browser-like client of this app, its CSRF cookie already fetched. */
  readonly client: TestClient;
}

/**
 * One app for the tests of the current file or describe block: made in a `beforeAll`, closed in an
 * `afterAll`, so that a file writes `const t = useTestApp(); const { client } = t;` instead of the
 * set-up and tear-down. Options may be a function, read when the app is made (a port known only then).
 * The file's own `beforeAll` hooks, registered after this call, run once the app exists; its own
 * `afterAll` hooks run before the app is closed.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestFixture {
  let current: TestApp | undefined;
  const made = (): TestApp => {
    if (!current)
      throw new Error('useTestApp: the app is made in beforeAll; read it inside a hook or a test');
    return current;
  };
  const client = new TestClient(() => made().app);
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? options() : options);
    await client.start();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    get databaseUrl() {
      return made().databaseUrl;
    },
    get db() {
      return made().database.db;
    },
    get config() {
      return made().config;
    },
    client,
  };
}
