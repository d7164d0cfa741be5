import type { App, AppContext } from '../../context';
import { swipeNotifier } from '../discovery/swipes/swipe-events';
import { type DemoSeeding, demoPlan, seedInBackground } from './startup';
import { DemoWorld, demoWorldPlan } from './world';

/**
 * The demo's background work on a server someone is trying (never in production): the demo population
 * seeded once the server listens, and the living demo world (neighbours, likes, answers) from the
 * moment it is ready. Both stop before the server closes, and so before the database and the photo
 * store do. `demoMembers` is DEMO_MEMBERS, as demoPlan reads it.
 */
export function registerDemoBackground(app: App, ctx: AppContext, demoMembers: string | undefined): void {
  const plan = demoPlan(ctx.config, demoMembers);
  const worldPlan = demoWorldPlan(ctx.config);
  let world: DemoWorld | undefined;
  let seeding: DemoSeeding | undefined;

  if (worldPlan.run) {
    app.addHook('onReady', async () => {
      // What demo members do is announced live like anything a member does, and their photos are
      // served like any upload: the world works through the app's own services.
      world = new DemoWorld(
        { ...ctx, log: app.log, swipeListener: swipeNotifier(ctx.db, ctx.live, app.log) },
        worldPlan.settings,
      ).start();
    });
  } else if (worldPlan.reason !== 'production') {
    app.log.info(`Démo : monde de démonstration inactif (${worldPlan.reason})`);
  }
  if (plan.seed) {
    // After listen, in the background: the app answers at once and the deck fills as members are made.
    app.addHook('onListen', async () => {
      seeding = seedInBackground(ctx, app.log, { count: plan.count });
    });
  }
  app.addHook('preClose', async () => {
    await world?.stop();
    await seeding?.stop();
  });
}
