import { onboardingFlags } from '@lien/api/extension';
import { cityPool, WHERE_PEOPLE_SIGN_UP } from './cities';
import type { MakingContext } from './context';
import { type MakerOptions, MemberMaker } from './member-maker';
import * as q from './queries';

export { DEFAULT_PHOTO_WIDTH } from './member-maker';

/** The population every fresh machine gets: the same people everywhere, so a bug report can name one. */
export const DEFAULT_DEMO_SEED = 20_261_121;
export const DEFAULT_DEMO_COUNT = 300;
export interface SeedOptions extends MakerOptions {
  count?: number;
  seed?: number;
  /** Only these cities (tests keep their population apart from other tests'); by default all of France. */
  cityIds?: readonly number[];
  /** Members made side by side: photo work uses the CPU while the database works. */
  concurrency?: number;
  /** Called after each member, for progress logs. */
  onProgress?: (done: number, total: number) => void;
  /** Checked between members: true stops the seeding early (the server is shutting down). */
  cancelled?: () => boolean;
}

export interface SeedReport {
  created: number;
  /** Members of the population that were already complete. */
  kept: number;
  /** Half-made members (an interrupted seeding) removed and made again. */
  repaired: number;
  millis: number;
  /** Of which drawing the portraits (SVG to JPEG). */
  drawingMillis: number;
  /** Of which the photos service's pipeline: decoding, resizing, WebP, thumbnails, storage. */
  photoPipelineMillis: number;
}

/** Whether onboarding left nothing undone: the state a seeded member must be in to be shown. */
export async function isComplete(ctx: Pick<MakingContext, 'db'>, userId: number): Promise<boolean> {
  const flags = await onboardingFlags(ctx.db, userId);
  return flags.photoUploadCompleted && flags.interestsCompleted && flags.personalityCompleted;
}

/**
 * Creates the demo population of `seed`, members 0 to count − 1, each through the services and checks
 * a real member goes through (MemberMaker). Members already there are kept, so seeding again adds only
 * the missing ones, and a member left half-made by an interruption is removed and made again.
 */
export async function seedDemoPopulation(ctx: MakingContext, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const count = options.count ?? DEFAULT_DEMO_COUNT;
  const report: SeedReport = {
    created: 0,
    kept: 0,
    repaired: 0,
    millis: 0,
    drawingMillis: 0,
    photoPipelineMillis: 0,
  };

  const existing = new Map(
    (await q.listPopulation(ctx.db, seed)).map((row) => [row.seed_index, row.user_id]),
  );
  const todo: number[] = [];
  for (let index = 0; index < count; index++) {
    const userId = existing.get(index);
    if (userId === undefined) todo.push(index);
    else if (await isComplete(ctx, userId)) report.kept += 1;
    else {
      await removeMember(ctx, userId);
      report.repaired += 1;
      todo.push(index);
    }
  }
  if (todo.length === 0) return { ...report, millis: performance.now() - started };

  const cities = cityPool(await q.listCities(ctx.db, options.cityIds), WHERE_PEOPLE_SIGN_UP);
  const maker = new MemberMaker(ctx, seed, cities, options, report);
  let next = 0;
  const worker = async () => {
    while (next < todo.length && !options.cancelled?.()) {
      const index = todo[next++] as number;
      await maker.make(index);
      report.created += 1;
      options.onProgress?.(report.kept + report.created, count);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return { ...report, millis: performance.now() - started };
}

/** A half-made member goes, photo files included (the rows would go by cascade, the files would not). */
export async function removeMember(ctx: MakingContext, userId: number): Promise<void> {
  const { photos } = ctx.services;
  for (const photo of (await photos.list(userId)).photos) await photos.remove(userId, photo.id);
  await q.deleteUser(ctx.db, userId);
}
