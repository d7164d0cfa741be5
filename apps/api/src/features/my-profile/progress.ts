import { PHOTOS_MIN } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hasInterests } from '../interests/service';
import { photoCount } from '../photos/service';
import { hasCompletedQuestionnaire } from '../questionnaire/service';

/** The onboarding flags of the session reply (PRODUCT §3), which route a member to their next step (§4). */
export interface OnboardingFlags {
  photoUploadCompleted: boolean;
  interestsCompleted: boolean;
  personalityCompleted: boolean;
}

/**
 * Where the member stands in onboarding, from what is stored rather than from what a client said:
 * enough photos (PHOTOS_MIN), at least one interest, an uploaded questionnaire. Three lookups by
 * the member's id, each answered from an index, run side by side.
 */
export async function onboardingFlags(db: Kysely<Database>, userId: number): Promise<OnboardingFlags> {
  const [photos, interests, personality] = await Promise.all([
    photoCount(db, userId),
    hasInterests(db, userId),
    hasCompletedQuestionnaire(db, userId),
  ]);
  return {
    photoUploadCompleted: photos >= PHOTOS_MIN,
    interestsCompleted: interests,
    personalityCompleted: personality,
  };
}
