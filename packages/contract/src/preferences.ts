import { genderSchema } from './auth';
import { DISTANCE_DEFAULT_KM, DISTANCE_MAX_KM, DISTANCE_MIN_KM, MAX_AGE, MIN_AGE } from './limits';
import { preferencesMessages as m } from './messages';
import { EDUCATION_LEVELS } from './questionnaire/fact-options';
import type { Gender } from './signup-options';
import { z } from './zod-fr';

/** The "no filter" option of PRODUCT §3's preference lists. */
export const ANY_PREFERENCE = 'Peu importe';
export const SAME_AS_MINE = 'Même que la mienne';

/** PRODUCT §3, character for character and in the product brief's order. */
export const POLITICAL_PREFERENCES = [
  SAME_AS_MINE,
  ANY_PREFERENCE,
  'Différente mais pas extrême',
  "Je préfère qu'il/elle ne soit pas engagé(e) politiquement",
] as const;
export type PoliticalPreference = (typeof POLITICAL_PREFERENCES)[number];

/** PRODUCT §3: the education levels of the questionnaire, then 'Peu importe'. */
export const EDUCATION_PREFERENCES = [...EDUCATION_LEVELS, ANY_PREFERENCE] as const;
export type EducationPreference = (typeof EDUCATION_PREFERENCES)[number];

export const RELIGION_PREFERENCES = [
  SAME_AS_MINE,
  ANY_PREFERENCE,
  'Croyant(e), peu importe la religion',
  'Non-pratiquant(e) ou agnostique',
  'Athée',
] as const;
export type ReligionPreference = (typeof RELIGION_PREFERENCES)[number];

/** PRODUCT §3: situations someone can exclude ('A des enfants' is the product brief's spelling). */
export const SITUATION_EXCLUSIONS = ['Fumeur(se)', 'A des enfants', 'Divorcé(e)'] as const;
export type SituationExclusion = (typeof SITUATION_EXCLUSIONS)[number];

const distinct = (list: readonly string[]) => new Set(list).size === list.length;
const age = z.lazy(() => z.number().int().min(MIN_AGE, m.ageInvalid).max(MAX_AGE, m.ageInvalid));

export const maxDistanceSchema = z.lazy(() =>
  z.number().int().min(DISTANCE_MIN_KM, m.distanceInvalid).max(DISTANCE_MAX_KM, m.distanceInvalid),
);
/** [min, max]; both ends may be equal (someone looking for exactly 35-year-olds). */
export const ageRangeSchema = z.lazy(() =>
  z.tuple([age, age]).refine(([min, max]) => min <= max, m.ageInvalid),
);
export const politicalPreferenceSchema = z.enum(POLITICAL_PREFERENCES, { error: m.optionInvalid });
export const religionPreferenceSchema = z.enum(RELIGION_PREFERENCES, { error: m.optionInvalid });
export const educationPreferenceSchema = z.lazy(() =>
  z
    .array(z.enum(EDUCATION_PREFERENCES, { error: m.optionInvalid }))
    .max(EDUCATION_PREFERENCES.length, m.optionRepeated)
    .refine(distinct, m.optionRepeated),
);
export const situationExclusionSchema = z.lazy(() =>
  z
    .array(z.enum(SITUATION_EXCLUSIONS, { error: m.optionInvalid }))
    .max(SITUATION_EXCLUSIONS.length, m.optionRepeated)
    .refine(distinct, m.optionRepeated),
);

/** PRODUCT §3: the `preferences` of My profile. */
export const encounterPreferences = z.lazy(() =>
  z.object({
    maxDistance: maxDistanceSchema,
    ageRange: ageRangeSchema,
    partnerPoliticalOrientation: politicalPreferenceSchema,
    partnerEducation: educationPreferenceSchema,
    partnerReligiousAffiliation: religionPreferenceSchema,
    partnerSituation: situationExclusionSchema,
    /** The deck shows photo-verified members only (issue #29). */
    verifiedOnly: z.boolean(),
  }),
);
export type EncounterPreferences = z.infer<typeof encounterPreferences>;

/** PRODUCT §3/§9 defaults: female sought, 50 km, 18–99, no filter at all. */
export const DEFAULT_SEEKING: Gender = 'female';
export const DEFAULT_PREFERENCES: EncounterPreferences = {
  maxDistance: DISTANCE_DEFAULT_KM,
  ageRange: [MIN_AGE, MAX_AGE],
  partnerPoliticalOrientation: ANY_PREFERENCE,
  partnerEducation: [ANY_PREFERENCE],
  partnerReligiousAffiliation: ANY_PREFERENCE,
  partnerSituation: [],
  verifiedOnly: false,
};

/**
 * POST /api/update_profile for the preference fields: each change is saved at once (PRODUCT §4), under the
 * field names of PRODUCT §7.
 */
export const preferenceUpdateRequest = z.lazy(() =>
  z.discriminatedUnion('field', [
    z.object({ field: z.literal('seeking'), value: genderSchema }),
    z.object({ field: z.literal('preferences.maxDistance'), value: maxDistanceSchema }),
    z.object({ field: z.literal('preferences.ageRange'), value: ageRangeSchema }),
    z.object({
      field: z.literal('preferencesPartnerPoliticalOrientation'),
      value: politicalPreferenceSchema,
    }),
    z.object({ field: z.literal('preferencesPartnerEducation'), value: educationPreferenceSchema }),
    z.object({ field: z.literal('preferencesPartnerReligiousAffiliation'), value: religionPreferenceSchema }),
    z.object({ field: z.literal('preferencesPartnerSituation'), value: situationExclusionSchema }),
    z.object({ field: z.literal('preferencesVerifiedOnly'), value: z.boolean() }),
  ]),
);
export type PreferenceUpdateRequest = z.infer<typeof preferenceUpdateRequest>;

/** The preferences the questionnaire filters read (preference-rules.ts); distance, ages and gender are the deck's own filters. */
export type FactPreferences = Pick<
  EncounterPreferences,
  'partnerPoliticalOrientation' | 'partnerEducation' | 'partnerReligiousAffiliation' | 'partnerSituation'
>;
