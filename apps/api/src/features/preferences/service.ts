import {
  ANY_PREFERENCE,
  consentMessages,
  type EncounterPreferences,
  type PreferenceUpdateRequest,
} from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, EncounterPreferencesTable } from '../../db/schema';
import { HttpError } from '../../http-error';
import { hasInForce } from '../consent/queries';
import * as q from './queries';

type Db = Kysely<Database>;

/** A preference field of update_profile; `seeking` lives on the member's own row (profile service). */
export type PreferenceUpdate = Exclude<PreferenceUpdateRequest, { field: 'seeking' }>;

/**
 * Gives a new member the default encounter preferences (PRODUCT §3/§9). Every member has a row from
 * sign-up on (members from before the table were given one by its migration), so the deck can join
 * it without a fallback. Call it in the transaction that creates the account.
 */
export function createDefaultPreferences(db: Db, userId: number): Promise<void> {
  return q.insertDefaultPreferences(db, userId);
}

/** The member's encounter preferences, as My profile shows them. */
export async function encounterPreferences(db: Db, userId: number): Promise<EncounterPreferences> {
  const row = await q.findPreferences(db, userId);
  // Only an account deleted between the session check and this read has no row.
  if (!row) throw new HttpError(401, serverMessages.unauthenticated);
  return preferencesOfRow(row);
}

/** The preferences of an encounter_preferences row, under the contract's names. */
export function preferencesOfRow(
  row: Pick<
    Selectable<EncounterPreferencesTable>,
    | 'max_distance'
    | 'age_min'
    | 'age_max'
    | 'political'
    | 'education'
    | 'religion'
    | 'exclusions'
    | 'verified_only'
  >,
): EncounterPreferences {
  return {
    maxDistance: row.max_distance,
    ageRange: [row.age_min, row.age_max],
    partnerPoliticalOrientation: row.political,
    partnerEducation: row.education,
    partnerReligiousAffiliation: row.religion,
    partnerSituation: row.exclusions,
    verifiedOnly: row.verified_only,
  };
}

function columnsOf(update: PreferenceUpdate): Updateable<EncounterPreferencesTable> {
  switch (update.field) {
    case 'preferences.maxDistance':
      return { max_distance: update.value };
    case 'preferences.ageRange':
      return { age_min: update.value[0], age_max: update.value[1] };
    case 'preferencesPartnerPoliticalOrientation':
      return { political: update.value };
    case 'preferencesPartnerEducation':
      return { education: update.value };
    case 'preferencesPartnerReligiousAffiliation':
      return { religion: update.value };
    case 'preferencesPartnerSituation':
      return { exclusions: update.value };
    case 'preferencesVerifiedOnly':
      return { verified_only: update.value };
  }
}

/** The preferences about a partner's religion or politics: they reveal the member's own (sensitive.ts). */
const SENSITIVE_FIELDS: readonly PreferenceUpdate['field'][] = [
  'preferencesPartnerPoliticalOrientation',
  'preferencesPartnerReligiousAffiliation',
];

/**
 * Saves one preference, as the contract validated it (PRODUCT §4: each change is saved at once). A partner
 * religion or politics preference other than 'Peu importe' needs the sensitive-data consent in force
 * (asked only then); 403 otherwise.
 */
export async function updatePreference(db: Db, userId: number, update: PreferenceUpdate): Promise<void> {
  if (
    SENSITIVE_FIELDS.includes(update.field) &&
    update.value !== ANY_PREFERENCE &&
    !(await hasInForce(db, userId))
  ) {
    throw new HttpError(403, consentMessages.preferenceNotShared);
  }
  if (!(await q.updatePreferences(db, userId, columnsOf(update)))) {
    throw new HttpError(401, serverMessages.unauthenticated);
  }
}

/** Puts the partner religion and politics preferences back to 'Peu importe' (consent withdrawn). */
export async function resetSensitivePreferences(db: Db, userId: number): Promise<void> {
  await q.updatePreferences(db, userId, { political: ANY_PREFERENCE, religion: ANY_PREFERENCE });
}
