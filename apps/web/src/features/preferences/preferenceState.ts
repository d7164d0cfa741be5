import {
  ANY_PREFERENCE,
  EDUCATION_PREFERENCES,
  type EducationPreference,
  type MyProfile,
  type PreferenceUpdateRequest,
  SITUATION_EXCLUSIONS,
  type SituationExclusion,
} from '@lien/contract';

/** The PRODUCT §7 field names the screen saves under. */
export type PreferenceField = PreferenceUpdateRequest['field'];
/** Every control's value, keyed by the field it is saved under: one shape for showing and for saving. */
export type PreferenceState = {
  [F in PreferenceField]: Extract<PreferenceUpdateRequest, { field: F }>['value'];
};
export type PreferenceValue<F extends PreferenceField> = PreferenceState[F];

/**
 * The screen's values from my_profile. An empty education list already means 'Peu importe' to the deck
 * (`passesEducation`): the screen shows it so rather than with nothing ticked.
 */
export function fromProfile(profile: MyProfile): PreferenceState {
  const { preferences } = profile;
  return {
    seeking: profile.seeking,
    'preferences.maxDistance': preferences.maxDistance,
    'preferences.ageRange': preferences.ageRange,
    preferencesPartnerPoliticalOrientation: preferences.partnerPoliticalOrientation,
    preferencesPartnerEducation:
      preferences.partnerEducation.length === 0 ? [ANY_PREFERENCE] : preferences.partnerEducation,
    preferencesPartnerReligiousAffiliation: preferences.partnerReligiousAffiliation,
    preferencesPartnerSituation: preferences.partnerSituation,
    preferencesVerifiedOnly: preferences.verifiedOnly,
  };
}

/** The update_profile body of one field; the generic pair is one member of the contract's union. */
export function preferenceChange<F extends PreferenceField>(
  field: F,
  value: PreferenceValue<F>,
): PreferenceUpdateRequest {
  return { field, value } as PreferenceUpdateRequest;
}

/** Lists keep the product brief's order whatever the order of the taps, so equal choices give equal payloads. */
function inOrder<T extends string>(reference: readonly T[], chosen: readonly T[]): T[] {
  return reference.filter((option) => chosen.includes(option));
}

/**
 * Education is a multi-select with a 'no filter' option. 'Peu importe' alone stands for every level:
 * choosing it clears the levels; choosing a level clears it; removing the last level brings it back,
 * so the screen never shows nothing ticked (which would mean the same as 'Peu importe').
 */
export function toggleEducation(
  current: readonly EducationPreference[],
  option: EducationPreference,
): EducationPreference[] {
  if (option === ANY_PREFERENCE) return [ANY_PREFERENCE];
  const levels = current.filter((level) => level !== ANY_PREFERENCE);
  const next = levels.includes(option) ? levels.filter((level) => level !== option) : [...levels, option];
  return next.length === 0 ? [ANY_PREFERENCE] : inOrder(EDUCATION_PREFERENCES, next);
}

/** The situations to leave out: each one on or off, none meaning no exclusion. */
export function toggleSituation(
  current: readonly SituationExclusion[],
  option: SituationExclusion,
): SituationExclusion[] {
  const next = current.includes(option) ? current.filter((item) => item !== option) : [...current, option];
  return inOrder(SITUATION_EXCLUSIONS, next);
}

/** Two values of a field are the same (lists and the age pair compared element by element). */
export function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}
