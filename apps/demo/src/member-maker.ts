import { createDefaultPreferences, insertUser } from '@lien/api/extension';
import { signupRequest, updateProfileRequest } from '@lien/contract';
import { SENSITIVE_CONSENT_VERSION, todayInParis, updateInterestsRequest } from '@lien/contract/rules';
import type { CityPool } from './cities';
import type { MakingContext } from './context';
import { type DemoPerson, drawPerson, type Fit } from './person';
import { renderPortrait } from './portrait/render';
import * as q from './queries';

/**
 * Width of the generated photos: the welcome portraits' 480 px. Drawing and storing one took about
 * 150 ms here against 250 ms at 600 px, for flat drawings that scale up cleanly; image work is most
 * of a seeding's time.
 */
export const DEFAULT_PHOTO_WIDTH = 480;

/** Where the time of making members goes, summed over them. */
export interface MakingTimes {
  /** Drawing the portraits (SVG to JPEG). */
  drawingMillis: number;
  /** The photos service's pipeline: decoding, resizing, WebP, thumbnails, storage. */
  photoPipelineMillis: number;
}

export interface MakerOptions {
  /** Narrower photos make seeding fast (tests); they go through the same pipeline. */
  photoWidth?: number;
  /** Ages are computed on this day (YYYY-MM-DD); today in Paris by default. */
  today?: string;
}

/**
 * Makes demo members from their drawn person, step by step as onboarding would: the account fields
 * validated by the sign-up schema and inserted by the sign-up query with its default preferences,
 * preferences and bio through update_profile's schema and service, interests and the questionnaire
 * through theirs, photos through the photos service's pipeline from generated portraits (the app's
 * own service instances). Accounts are verified, marked made up (users.is_demo) and have no password:
 * no one can log in as a demo member, and no mail reaches them.
 */
export class MemberMaker {
  private readonly today: string;

  constructor(
    private readonly ctx: MakingContext,
    private readonly seed: number,
    private readonly cities: CityPool,
    private readonly options: MakerOptions,
    private readonly times: MakingTimes,
  ) {
    this.today = options.today ?? todayInParis();
  }

  /** Member number `index` of the seed, made to fit a newcomer when `fit` is given; answers their id. */
  async make(index: number, fit?: Fit): Promise<number> {
    const person = drawPerson(this.seed, index, this.cities, this.today, fit);
    const userId = await this.createAccount(person, index);
    // Made-up members answer everything: their consent to sensitive questions is recorded as a
    // member's would be, before the preferences and answers that need it.
    const { consent, myProfile, interests, questionnaire } = this.ctx.services;
    await consent.give(userId, SENSITIVE_CONSENT_VERSION);
    for (const update of person.preferences) {
      await myProfile.update(userId, updateProfileRequest.parse(update));
    }
    if (person.bio)
      await myProfile.update(userId, updateProfileRequest.parse({ field: 'userBio', value: person.bio }));
    const { selectedInterests } = updateInterestsRequest.parse({ selectedInterests: person.interests });
    await interests.replace(userId, selectedInterests);
    await questionnaire.save(userId, person.answers);
    await this.addPhotos(userId, person);
    return userId;
  }

  /** The account as sign-up makes it, verified, passwordless, marked as a demo member in the same step. */
  private async createAccount(person: DemoPerson, index: number): Promise<number> {
    const account = signupRequest
      .unwrap()
      .omit({ password: true })
      .parse({
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
        // The verified e-mail the deck requires; a photo verification approved on arrival as drawn
        // (issue #29), so that the badge and the verified-only filter show in the demo.
        is_verified: true,
        is_demo: true,
        photo_verified_at: person.verifiedBadge ? new Date(now - person.joinedMinutesAgo * 60_000) : null,
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
        likes_first: person.likesFirst,
        replies_max: person.repliesMax,
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
      await this.ctx.services.photos.upload(userId, bytes);
      this.times.drawingMillis += uploading - drawing;
      this.times.photoPipelineMillis += performance.now() - uploading;
    }
  }
}
