import { z } from 'zod';
import { DEFAULT_PATH_MATCHES } from './path-plan';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The demo world's environment variables (the API's configuration knows none of them). */
const worldEnvironment = z.object({
  NODE_ENV: z.string().optional(),
  /** The living demo world: on by default outside production, never in production. */
  DEMO_WORLD: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  /** Every delay of the demo world multiplied by this: 0.01 makes a minute 0.6 s (end-to-end journeys). */
  DEMO_TIME_SCALE: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(100).default(1)),
  /** Candidates a newcomer must have within default preferences; demo members are made near them up to it. */
  DEMO_NEIGHBOURS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(500).default(60)),
  /** Only members whose e-mail address ends with this are noticed by the demo world (a test's own members). */
  DEMO_WORLD_AUDIENCE: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Matches between demo members a week, walking the path from a match to a date (issue #27); 0: none. */
  DEMO_PATH_MATCHES: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(500).default(DEFAULT_PATH_MATCHES),
  ),
});

/** How the demo world behaves (world.ts). */
export interface DemoWorldSettings {
  /** Multiplies every delay: the sweeps' intervals, likes back and first, the pauses before an answer. */
  timeScale: number;
  /** Candidates within default preferences a newcomer must have; demo members are made near them up to it. */
  neighbours: number;
  /** When set, only members whose address ends with it are noticed (lower case). */
  audience?: string;
  /** Matches between demo members a week along the path (path.ts); DEFAULT_PATH_MATCHES when absent. */
  pathMatchesPerWeek?: number;
}

/**
 * The living world's settings from the environment; undefined when DEMO_WORLD is off, and always in
 * production: made-up people never meet real members of a production service, whatever it says.
 * Throws on a value it cannot take, as the API's configuration does.
 */
export function demoWorldSettings(
  environment: NodeJS.ProcessEnv = process.env,
): DemoWorldSettings | undefined {
  const env = worldEnvironment.parse(environment);
  if (env.NODE_ENV === 'production' || env.DEMO_WORLD === 'off') return undefined;
  return {
    timeScale: env.DEMO_TIME_SCALE,
    neighbours: env.DEMO_NEIGHBOURS,
    audience: env.DEMO_WORLD_AUDIENCE?.trim().toLowerCase() || undefined,
    pathMatchesPerWeek: env.DEMO_PATH_MATCHES,
  };
}
