import { type AppExtension, DAILY_PICK_JOB, reopenTodaysPicks } from '@lien/api/extension';
import { DEFAULT_PATH_MATCHES, seedPathHistory } from './path';
import type { DemoWorldSettings } from './settings';
import { type DemoSeeding, demoPlan, seedInBackground } from './startup';
import { DemoWorld, demoWorldPlan } from './world';

/**
 * The demo's work beside a server someone is trying (never in production), as an extension of the app
 * (start.ts): the demo population seeded once the server listens, and the living demo world
 * (neighbours, likes, answers) from the moment it is ready, both through the app's own services. Both
 * stop before the server closes, and so before the database and the photo store do. `members` is
 * DEMO_MEMBERS, as demoPlan reads it; `world` is settings.ts's reading of DEMO_WORLD and the rest.
 */
export function demoExtension(
  members: string | undefined,
  world: DemoWorldSettings | undefined,
): AppExtension {
  return (app, ctx, services) => {
    const plan = demoPlan(ctx.config, members);
    const worldPlan = demoWorldPlan(ctx.config, world);
    let living: DemoWorld | undefined;
    let seeding: DemoSeeding | undefined;
    let history: Promise<unknown> | undefined;
    let closing = false;
    /**
     * Members made after the day's picks were computed (the population seeded in the background, a
     * newcomer's neighbours) get theirs within seconds (issue #26): today's regions are computed again.
     */
    const picksForNewMembers = async () => {
      try {
        await reopenTodaysPicks(ctx.db);
        await app.jobs.nudge(DAILY_PICK_JOB);
      } catch (err) {
        app.log.error({ err }, 'demo: daily picks not computed again');
      }
    };

    if (worldPlan.run) {
      living = new DemoWorld({ db: ctx.db, services, log: app.log, config: ctx.config }, worldPlan.settings, {
        onNeighboursMade: picksForNewMembers,
      });
      // Beats on the app's one runner, from the moment the app is ready until it closes.
      app.jobs.define(living.job());
      app.jobs.define(living.pathJob());
    } else if (worldPlan.reason !== 'production') {
      app.log.info(`Démo : monde de démonstration inactif (${worldPlan.reason})`);
    }
    if (plan.seed) {
      // After listen, in the background: the app answers at once and the deck fills as members are made.
      app.addHook('onListen', async () => {
        seeding = seedInBackground({ db: ctx.db, services }, app.log, { count: plan.count });
        // Then the weeks before, along the path from a match to a date (issue #27): the funnel shows
        // them. Before the day's picks, which leave out the pairs that swiped each other.
        history = seeding.done.then(async (report) => {
          if (!closing) {
            await seedPathHistory(
              { db: ctx.db, services, log: app.log },
              world?.pathMatchesPerWeek ?? DEFAULT_PATH_MATCHES,
              living,
            );
          }
          if (report?.created) void picksForNewMembers();
        });
      });
    }
    app.addHook('preClose', async () => {
      closing = true;
      await living?.stop();
      await seeding?.stop();
      await history;
    });
  };
}
