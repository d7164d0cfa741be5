import { signupRequest, todayInParis, updateInterestsRequest, updateProfileRequest } from '@lien/contract';
import type { AppContext } from '../../context';
import { insertUser } from '../auth/queries';
import { InterestsService } from '../interests/service';
import { PhotosService } from '../photos/service';
import { createDefaultPreferences } from '../preferences/service';
import { onboardingFlags } from '../profile/progress';
import { ProfileService } from '../profile/service';
import { QuestionnaireService } from '../questionnaire/service';
import { type CityPool, cityPool } from './cities';
import { type DemoPerson, drawPerson } from './person';
import { renderPortrait } from './portrait/render';
import * as q from './queries';

/** The population every fresh machine gets: the same people everywhere, so a bug report can name one. */
export const DEFAULT_DEMO_SEED = 20_261_121;
export const DEFAULT_DEMO_COUNT = 300;
/**
 * Width of the generated photos: the welcome portraits' 480 px. Drawing and storing one took about
 * 150 ms here against 250 ms at 600 px, for flat drawings that scale up cleanly; image work is most
 * of a seeding's time.
 */
export const DEFAULT_PHOTO_WIDTH = 480;

export interface SeedOptions {
  count?: number;
  seed?: number;
  /** Narrower photos make seeding fast (tests); they go through the same pipeline. */
  photoWidth?: number;
  /** Only these cities (tests keep their population apart from other tests'); by default all of France. */
  cityIds?: readonly number[];
  /** Ages are computed on this day (YYYY-MM-DD); today in Paris by default. */
  today?: string;
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

type Ctx = Pick<AppContext, 'db' | 'storage'>;

/** Whether onboarding left nothing undone: the state a seeded member must be in to be shown. */
async function isComplete(ctx: Ctx, userId: number): Promise<boolean> {
  const flags = await onboardingFlags(ctx.db, userId);
  return flags.photoUploadCompleted && flags.interestsCompleted && flags.personalityCompleted;
}

/**
 * Creates the demo population of `seed`, members 0 to count − 1, each through the services and checks
 * a real member goes through: the account fields validated by the sign-up schema and inserted by the
 * sign-up query with its default preferences, preferences and bio through update_profile's schema and
 * service, interests and the questionnaire through theirs, photos through the photos service's
 * pipeline from generated portraits. Accounts are verified and have no password: no one can log in
 * as a demo member. Members already there are kept, so seeding again adds only the missing ones, and
 * a member left half-made by an interruption is removed and made again.
 */
export async function seedDemoPopulation(ctx: Ctx, options: SeedOptions = {}): Promise<SeedReport> {
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
  const photos = new PhotosService(ctx.db, ctx.storage);

  const existing = new Map(
    (await q.listPopulation(ctx.db, seed)).map((row) => [row.seed_index, row.user_id]),
  );
  const todo: number[] = [];
  for (let index = 0; index < count; index++) {
    const userId = existing.get(index);
    if (userId === undefined) todo.push(index);
    else if (await isComplete(ctx, userId)) report.kept += 1;
    else {
      await removeMember(ctx, photos, userId);
      report.repaired += 1;
      todo.push(index);
    }
  }
  if (todo.length === 0) return { ...report, millis: performance.now() - started };

  const cities = cityPool(await q.listCities(ctx.db, options.cityIds));
  const maker = new MemberMaker(ctx, photos, seed, cities, options, report);
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
async function removeMember(ctx: Ctx, photos: PhotosService, userId: number): Promise<void> {
  for (const photo of (await photos.list(userId)).photos) await photos.remove(userId, photo.id);
  await q.deleteUser(ctx.db, userId);
}

/** Makes one member from their drawn person, step by step as onboarding would. */
class MemberMaker {
  private readonly profile: ProfileService;
  private readonly interests: InterestsService;
  private readonly questionnaire: QuestionnaireService;
  private readonly today: string;

  constructor(
    private readonly ctx: Ctx,
    private readonly photos: PhotosService,
    private readonly seed: number,
    private readonly cities: CityPool,
    private readonly options: SeedOptions,
    private readonly report: SeedReport,
  ) {
    this.profile = new ProfileService(ctx.db, photos);
    this.interests = new InterestsService(ctx.db);
    this.questionnaire = new QuestionnaireService(ctx.db);
    this.today = options.today ?? todayInParis();
  }

  async make(index: number): Promise<number> {
    const person = drawPerson(this.seed, index, this.cities, this.today);
    const userId = await this.createAccount(person, index);
    for (const update of person.preferences) {
      await this.profile.update(userId, updateProfileRequest.parse(update));
    }
    if (person.bio)
      await this.profile.update(userId, updateProfileRequest.parse({ field: 'userBio', value: person.bio }));
    const { selectedInterests } = updateInterestsRequest.parse({ selectedInterests: person.interests });
    await this.interests.replace(userId, selectedInterests);
    await this.questionnaire.save(userId, person.answers);
    await this.addPhotos(userId, person);
    return userId;
  }

  /** The account as sign-up makes it, verified, passwordless, marked as a demo member in the same step. */
  private async createAccount(person: DemoPerson, index: number): Promise<number> {
    const account = signupRequest.omit({ password: true }).parse({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      birthDate: person.birthDate,
      gender: person.gender,
      seeking: person.seeking,
      locationId: person.city.id,
      jobTitle: person.jobTitle ?? '',
      school: person.school ?? '',
    });
    const now = Date.now();
    return this.ctx.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        email: account.email,
        // No hash: verifyPassword refuses every password for such an account.
        password_hash: null,
        first_name: account.firstName,
        last_name: account.lastName,
        phone: account.phone,
        birth_date: account.birthDate,
        gender: account.gender,
        seeking: account.seeking,
        city_id: account.locationId,
        job_title: account.jobTitle || null,
        school: account.school || null,
        is_verified: true,
        created_at: new Date(now - person.joinedMinutesAgo * 60_000),
        last_active_at: new Date(now - person.activeMinutesAgo * 60_000),
      });
      if (userId === null) throw new Error(`demo: ${account.email} is already taken`);
      await createDefaultPreferences(trx, userId);
      await q.insertDemoMember(trx, {
        user_id: userId,
        seed: this.seed,
        seed_index: index,
        likes_back: person.likesBack,
        reply_delay_seconds: person.replyDelaySeconds,
      });
      return userId;
    });
  }

  private async addPhotos(userId: number, person: DemoPerson): Promise<void> {
    const width = this.options.photoWidth ?? DEFAULT_PHOTO_WIDTH;
    for (const [position, portrait] of person.portraits.entries()) {
      const drawing = performance.now();
      const bytes = await renderPortrait(portrait, width, position + 1);
      const uploading = performance.now();
      await this.photos.upload(userId, bytes);
      this.report.drawingMillis += uploading - drawing;
      this.report.photoPipelineMillis += performance.now() - uploading;
    }
  }
}
