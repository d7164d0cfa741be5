import { distanceKm } from '@lien/api/extension';
import { ageOn, MAX_AGE, MIN_AGE, todayInParis } from '@lien/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import * as aq from './arrival-queries';
import { cityPool } from './cities';
import type { MakingContext } from './context';
import { type MakerOptions, MemberMaker } from './member-maker';
import type { Fit } from './person';
import { listPopulation } from './queries';
import { isComplete, removeMember } from './service';

/** Candidates a newcomer must have within default preferences (DEMO_NEIGHBOURS changes it). */
export const DEFAULT_NEIGHBOURS = 60;
/**
 * Neighbours live within this distance of the newcomer's commune: well inside the default 50 km, so
 * each one counts among the newcomer's candidates.
 */
export const NEIGHBOURHOOD_RADIUS_KM = 35;
/** Neighbours are about the newcomer's age: this many years either side, within their own range. */
const AGE_SPREAD = 8;
/**
 * How long an instance holds a neighbourhood it builds: long enough for 60 members on a slow machine.
 * A stopping instance gives it back at once; one that crashed loses it when this runs out.
 */
const LEASE_SECONDS = 600;

/** The seed of the members made near a newcomer (migration 0018: populations have seeds of 0 and above). */
export const neighbourhoodSeed = (newcomerId: number) => -newcomerId;

export interface NeighbourhoodOptions extends MakerOptions {
  /** The sweep's clock (tests); now by default. */
  now?: Date;
  /** Candidates to reach. */
  neighbours?: number;
  /** Only these newcomers (tests); every one by default. */
  only?: aq.Only;
  log?: FastifyBaseLogger;
  /** Checked between members: true stops early and gives the claim back (the server is stopping). */
  cancelled?: () => boolean;
}

export interface NeighbourhoodReport {
  newcomerId: number;
  /** Candidates before, and after. */
  before: number;
  after: number;
  made: number;
}

/** The ages neighbours may have: near the newcomer's, inside the newcomer's range. */
function agesFor(age: number, range: readonly [number, number]): [number, number] {
  const low = Math.max(MIN_AGE, range[0], age - AGE_SPREAD);
  const high = Math.min(MAX_AGE, range[1], age + AGE_SPREAD);
  return low <= high ? [low, high] : [Math.max(MIN_AGE, range[0]), Math.min(MAX_AGE, range[1])];
}

/**
 * Builds the neighbourhood of one newcomer, when one is waiting: claims the oldest newcomer not done
 * (demo_arrivals: one instance at a time), and while their deck holds fewer than `neighbours`
 * candidates with default preferences, makes demo members near them who fit (MemberMaker, the
 * population's generator and photo pipeline), each a candidate. Counting again before making makes it
 * idempotent: a neighbourhood already full gets no one, an interrupted one gets only what it lacks (a
 * member left half-made is removed first). Answers what it did, or null when no one was waiting.
 */
export async function buildNextNeighbourhood(
  ctx: MakingContext,
  options: NeighbourhoodOptions = {},
): Promise<NeighbourhoodReport | null> {
  const now = options.now ?? new Date();
  const newcomerId = await aq.claimNeighbourhood(ctx.db, now, LEASE_SECONDS, options.only);
  if (newcomerId === null) return null;
  const today = options.today ?? todayInParis(now);
  const target = options.neighbours ?? DEFAULT_NEIGHBOURS;
  const seed = neighbourhoodSeed(newcomerId);
  let made = 0;
  try {
    // Out of the deck meanwhile (a photo removed, the account gone): nobody to make a neighbourhood for.
    const newcomer = await aq.findNewcomer(ctx.db, newcomerId);
    const before = await aq.countDefaultCandidates(ctx.db, newcomerId, today);
    if (!newcomer || before >= target) {
      await aq.finishNeighbourhood(ctx.db, newcomerId, now, 0);
      return { newcomerId, before, after: before, made: 0 };
    }
    const age = ageOn(newcomer.birth_date, today) ?? MIN_AGE;
    const fit: Fit = {
      gender: newcomer.seeking,
      seeking: newcomer.gender,
      ages: agesFor(age, [newcomer.age_min, newcomer.age_max]),
      admits: age,
    };
    const around = (
      await aq.listCitiesAround(ctx.db, newcomer.latitude, newcomer.longitude, NEIGHBOURHOOD_RADIUS_KM)
    ).filter(
      (city) =>
        distanceKm(newcomer.latitude, newcomer.longitude, city.latitude, city.longitude) <=
        NEIGHBOURHOOD_RADIUS_KM,
    );
    const maker = new MemberMaker(ctx, seed, cityPool(around), options, {
      drawingMillis: 0,
      photoPipelineMillis: 0,
    });

    let nextIndex = 0;
    for (const row of await listPopulation(ctx.db, seed)) {
      nextIndex = Math.max(nextIndex, row.seed_index + 1);
      if (!(await isComplete(ctx, row.user_id))) await removeMember(ctx, row.user_id);
    }
    let count = await aq.countDefaultCandidates(ctx.db, newcomerId, today);
    // Each member made is a candidate, so one round does; another only completes a round whose
    // members someone else's action took out of the count meanwhile, and a round that adds no one stops.
    for (let round = 0; count < target && round < 3; round++) {
      for (let missing = target - count; missing > 0; missing--) {
        if (options.cancelled?.()) {
          await aq.releaseNeighbourhood(ctx.db, newcomerId, made);
          return { newcomerId, before, after: count, made };
        }
        await maker.make(nextIndex++, fit);
        made += 1;
      }
      const recounted = await aq.countDefaultCandidates(ctx.db, newcomerId, today);
      if (recounted <= count) break;
      count = recounted;
    }
    await aq.finishNeighbourhood(ctx.db, newcomerId, now, made);
    options.log?.info(
      `Démo : ${made === 1 ? 'un membre créé' : `${made} membres créés`} près du membre ${newcomerId} (${before} → ${count} profils)`,
    );
    return { newcomerId, before, after: count, made };
  } catch (error) {
    await aq.releaseNeighbourhood(ctx.db, newcomerId, made).catch(() => undefined);
    throw error;
  }
}
