import {
  type AppServices,
  createAppServices,
  createOnboardingServices,
  type Storage,
} from '@lien/api/extension';
import { LiveEvents, userChannel } from '../../api/src/features/realtime/service';
import { createMailer } from '../../api/src/infra/mail';
import { createInProcessPubSub, type PubSub } from '../../api/src/infra/pubsub';
import type { TestApp } from '../../api/test/app';
import type { MakingContext } from '../src/context';
import type { DemoWorldSettings } from '../src/settings';
import { DemoWorld, type DemoWorldOptions } from '../src/world';

/** What a seeding needs on the test's database and a photo store: the app's onboarding services. */
export const makingContext = (t: TestApp, storage: Storage): MakingContext => ({
  db: t.database.db,
  services: createOnboardingServices(t.database.db, storage),
});

/**
 * A demo world on the test's database, as the demo's extension makes one (on the app's services):
 * live events through an in-process pub/sub (`pubsub`, to listen to what members would hear), mails
 * to the outbox. Small portraits by
 * default, and only the given members noticed and answered: the PostgreSQL run shares its database
 * with other files, whose members this world must leave alone.
 */
export function demoWorldFor(
  t: TestApp,
  storage: Storage,
  settings: Partial<DemoWorldSettings> = {},
  options: DemoWorldOptions = {},
): { world: DemoWorld; pubsub: PubSub; services: AppServices } {
  const db = t.database.db;
  const pubsub = createInProcessPubSub();
  const live = new LiveEvents(pubsub);
  const services = createAppServices(
    { db, storage, live, mailer: createMailer({ db, smtp: false }), config: t.config },
    t.app.log,
  );
  const world = new DemoWorld(
    { db, services, log: t.app.log, config: t.config },
    { timeScale: 1, neighbours: 60, ...settings },
    { photoWidth: 48, ...options },
  );
  return { world, pubsub, services };
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
