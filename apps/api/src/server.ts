import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { App } from './context';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { type DemoSeeding, demoPlan, seedInBackground } from './features/demo/startup';
import { DemoWorld, demoWorldPlan } from './features/demo/world';
import { PushAnnouncer } from './features/notifications/push';
import { LiveEvents } from './features/realtime/service';
import { swipeNotifier } from './features/realtime/swipe-events';
import { createMailer } from './infra/mail';
import { createInProcessPubSub, createPubSub } from './infra/pubsub';
import { createStorage, type Storage } from './infra/storage';

/** The longest a shutdown may take before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Entry point: configuration, migrations, then listen; serves the web build too. */
async function main(): Promise<void> {
  const config = loadConfig();
  config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const plan = demoPlan(config, process.env.DEMO_MEMBERS);
  let log: App['log'] | undefined;
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (err) => log?.warn({ err }, 'database connection lost; the pool will reconnect'),
  });
  await migrateToLatest(database.db);
  // What demo members do (likes, answers, calls) is announced live like anything a member does:
  // without Redis, only the app's own in-process pub/sub reaches this instance's sockets, so the server
  // makes it and lends it to the app.
  const inProcess = config.redisUrl ? undefined : createInProcessPubSub();
  const app = await buildApp({ config, db: database.db, pubsub: inProcess });
  log = app.log;
  const publisher = inProcess ?? createPubSub(config, app.log);
  const worldPlan = demoWorldPlan(config);
  let world: DemoWorld | undefined;
  let worldStorage: Storage | undefined;
  if (worldPlan.run) {
    // Its events reach members without a tab open by push too; the app's worker sends them.
    const announcer = new PushAnnouncer({
      db: database.db,
      pubsub: publisher,
      log: app.log,
      nudge: () => void app.pushesSettled(),
    });
    const live = new LiveEvents(publisher, app.log, announcer);
    // Its own store (same folder or bucket as the app's): the photos of the members it makes are served
    // like any upload.
    worldStorage = await createStorage(config);
    world = new DemoWorld(
      {
        db: database.db,
        storage: worldStorage,
        live,
        mailer: createMailer({ db: database.db, smtp: config.smtpUrl !== undefined }),
        config,
        log: app.log,
        swipeListener: swipeNotifier(database.db, live, app.log),
      },
      worldPlan.settings,
    ).start();
  } else if (worldPlan.reason !== 'production') {
    app.log.info(`Démo : monde de démonstration inactif (${worldPlan.reason})`);
  }
  let seeding: DemoSeeding | undefined;
  // Background work stops before the server closes, and so before the database does.
  app.addHook('preClose', async () => {
    await world?.stop();
    await worldStorage?.close();
    await seeding?.stop();
    if (!inProcess) await publisher.close();
  });
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
  if (plan.seed) {
    // After listen, in the background: the app answers at once and the deck fills as members are made.
    // The store is the app's (same folder or bucket): the photos are served like any upload.
    const storage = await createStorage(config);
    seeding = seedInBackground({ db: database.db, storage }, app.log, { count: plan.count });
    seeding.done.finally(() => storage.close());
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
