import type { DemoWorldConfig } from '../src/config';
import { DemoWorld, type DemoWorldOptions } from '../src/features/demo/world';
import { swipeNotifier } from '../src/features/discovery/swipes/swipe-events';
import { LiveEvents, userChannel } from '../src/features/realtime/service';
import { createMailer } from '../src/infra/mail';
import { createInProcessPubSub, type PubSub } from '../src/infra/pubsub';
import type { Storage } from '../src/infra/storage';
import type { TestApp } from './app';

/**
 * A demo world on the test's database, as server.ts makes one: live events through an in-process
 * pub/sub (`pubsub`, to listen to what members would hear), mails to the outbox. Small portraits by
 * default, and only the given members noticed and answered: the PostgreSQL run shares its database
 * with other files, whose members this world must leave alone.
 */
export function demoWorldFor(
  t: TestApp,
  storage: Storage,
  settings: Partial<DemoWorldConfig> = {},
  options: DemoWorldOptions = {},
): { world: DemoWorld; pubsub: PubSub } {
  const db = t.database.db;
  const pubsub = createInProcessPubSub();
  const live = new LiveEvents(pubsub);
  const world = new DemoWorld(
    {
      db,
      storage,
      live,
      mailer: createMailer({ db, smtp: false }),
      config: t.config,
      log: t.app.log,
      swipeListener: swipeNotifier(db, live),
    },
    { timeScale: 1, neighbours: 60, ...settings },
    { photoWidth: 48, ...options },
  );
  return { world, pubsub };
}

/** The live events a member's sockets would receive from now on, as parsed JSON, in order. */
export async function liveEventsOf(pubsub: PubSub, userId: number): Promise<{ type: string }[]> {
  const events: { type: string }[] = [];
  await pubsub.subscribe(userChannel(userId), (payload) => {
    // A payload may say that counts changed before the event itself (realtime/service.ts).
    const json = payload.slice(payload.indexOf('{'));
    if (json.startsWith('{')) events.push(JSON.parse(json) as { type: string });
  });
  return events;
}
