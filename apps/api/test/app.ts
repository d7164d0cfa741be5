import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { App } from '../src/context';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { Mailer } from '../src/infra/mail';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
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

/** A real app on a real database, as production composes it, with rate limits off unless asked for. */
export async function createTestApp(
  options: { rateLimits?: boolean; mailer?: Mailer; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    PUBLIC_URL: 'http://lien.test',
    ...options.env,
  });
  config.rateLimits = options.rateLimits ?? false;
  const app = await buildApp({ config, db: database.db, logger: false, mailer: options.mailer });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
