import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { App } from './context';
import { migrateToLatest } from './database';
import { connectDatabase } from './db/connect';
import type { AppExtension } from './services';

/** The longest a shutdown may take before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Configuration, migrations, then listen; serves the web build too. server.ts runs it alone (the
 * production entry); apps/demo's launcher runs it with the demo world as an extension.
 */
export async function serve(extensions: AppExtension[] = []): Promise<App> {
  const config = loadConfig();
  // apps/api/src/serve.ts and the bundle apps/api/dist/server.js are both two levels below apps/.
  config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  let log: App['log'] | undefined;
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    readUrls: config.databaseReadUrls,
    dataDir: config.dataDir,
    onConnectionLost: (err) => log?.warn({ err }, 'database connection lost; the pool will reconnect'),
  });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, db: database.db, pools: database.pools, extensions });
  log = app.log;
  app.addHook('onClose', () => database.close());
  // Drain: new requests answer 503 (and /readyz says so), those under way finish, sockets are told to
  // reconnect elsewhere, background work stops, then the pool closes; never longer than the deadline.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} : arrêt en cours`);
      setTimeout(() => {
        app.log.error('shutdown deadline passed; exiting');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Lien écoute sur ${config.publicUrl}`);
  return app;
}
