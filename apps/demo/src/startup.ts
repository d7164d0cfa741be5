import type { Config } from '@lien/api/extension';
import type { FastifyBaseLogger } from 'fastify';
import type { MakingContext } from './context';
import { countDemoMembers, listPopulation } from './queries';
import {
  DEFAULT_DEMO_COUNT,
  DEFAULT_DEMO_SEED,
  type SeedOptions,
  type SeedReport,
  seedDemoPopulation,
} from './service';

/** What the server seeds at start, or why it does not. */
export type DemoPlan = { seed: true; count: number } | { seed: false; reason: string };

/**
 * Whether a starting server seeds the demo population: only on the embedded database of a machine that
 * is trying the app — not in production, not on a PostgreSQL server (DATABASE_URL: shared, maybe real),
 * not on an in-memory database (thrown away at each stop, it would be seeded again at every start),
 * not when DEMO_MEMBERS is 0. DEMO_MEMBERS=N asks for N members rather than 300. The script
 * `npm run seed:demo -w scripts` seeds any database on demand.
 */
export function demoPlan(
  config: Pick<Config, 'env' | 'databaseUrl' | 'dataDir'>,
  demoMembers?: string,
): DemoPlan {
  if (config.env === 'production') return { seed: false, reason: 'production' };
  if (config.databaseUrl) return { seed: false, reason: 'DATABASE_URL' };
  if (config.dataDir === ':memory:') return { seed: false, reason: 'in-memory database' };
  const wanted = demoMembers?.trim() ? Number(demoMembers) : DEFAULT_DEMO_COUNT;
  if (!Number.isInteger(wanted) || wanted < 0)
    throw new Error(`DEMO_MEMBERS must be a whole number, not "${demoMembers}".`);
  if (wanted === 0) return { seed: false, reason: 'DEMO_MEMBERS=0' };
  return { seed: true, count: wanted };
}

export interface DemoSeeding {
  /** The seeding's end: its report, or null when there was nothing to do. */
  done: Promise<SeedReport | null>;
  /** Stops after the members under way and waits for them; the next start completes the population. */
  stop(): Promise<void>;
}

/**
 * Seeds the default population in the background, logging progress, when the database has no demo
 * members yet. Once complete, a restart does nothing; after an interruption, a restart completes it;
 * a population seeded by the script is left alone. Never throws: a failed seeding is logged, and the
 * server goes on serving.
 */
export function seedInBackground(
  ctx: MakingContext,
  log: FastifyBaseLogger,
  options: SeedOptions & { count: number },
): DemoSeeding {
  const { count } = options;
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  let cancelled = false;
  const run = async (): Promise<SeedReport | null> => {
    const existing = (await listPopulation(ctx.db, seed)).length;
    // Complete already, or another population was seeded on demand (the script): leave it as it is.
    if (existing >= count || (await countDemoMembers(ctx.db)) > existing) return null;
    log.info(`Démo : création de ${count - existing} membres de démonstration en arrière-plan…`);
    const report = await seedDemoPopulation(ctx, {
      ...options,
      seed,
      cancelled: () => cancelled,
      onProgress: (done, total) => {
        if (done % 25 === 0 || done === total) log.info(`Démo : ${done}/${total} membres prêts`);
      },
    });
    log.info(
      { ...report, millis: Math.round(report.millis) },
      `Démo : ${report.created} membres créés en ${(report.millis / 1000).toFixed(1)} s`,
    );
    return report;
  };
  const done = run().catch((err) => {
    log.error({ err }, 'demo seeding failed');
    return null;
  });
  return {
    done,
    async stop() {
      cancelled = true;
      await done;
    },
  };
}
