import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  DEFAULT_SEEKING,
  EDUCATION_PREFERENCES,
  encounterPreferences,
  POLITICAL_PREFERENCES,
  preferenceUpdateRequest,
  RELIGION_PREFERENCES,
  SITUATION_EXCLUSIONS,
} from './preferences';

describe('the preference options of PRODUCT §3', () => {
  it('are written as the product brief writes them', () => {
    expect(POLITICAL_PREFERENCES).toEqual([
      'Même que la mienne',
      'Peu importe',
      'Différente mais pas extrême',
      "Je préfère qu'il/elle ne soit pas engagé(e) politiquement",
    ]);
    expect(EDUCATION_PREFERENCES).toEqual([
      "Jusqu'à BAC+2",
      'BAC+3',
      'BAC+4',
      'BAC+5',
      'BAC+8',
      'Au delà de BAC+8',
      'Peu importe',
    ]);
    expect(RELIGION_PREFERENCES).toEqual([
      'Même que la mienne',
      'Peu importe',
      'Croyant(e), peu importe la religion',
      'Non-pratiquant(e) ou agnostique',
      'Athée',
    ]);
    expect(SITUATION_EXCLUSIONS).toEqual(['Fumeur(se)', 'A des enfants', 'Divorcé(e)']);
  });

  it('default to female sought, 50 km, 18–99 and no filter', () => {
    expect(DEFAULT_SEEKING).toBe('female');
    expect(DEFAULT_PREFERENCES).toEqual({
      maxDistance: 50,
      ageRange: [18, 99],
      partnerPoliticalOrientation: 'Peu importe',
      partnerEducation: ['Peu importe'],
      partnerReligiousAffiliation: 'Peu importe',
      partnerSituation: [],
      verifiedOnly: false,
    });
    expect(encounterPreferences.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it('validate distance 1–101, ages 18–99 in order, known and distinct options', () => {
    const valid = (field: string, value: unknown) =>
      preferenceUpdateRequest.safeParse({ field, value }).success;
    expect(valid('preferences.maxDistance', 1)).toBe(true);
    expect(valid('preferences.maxDistance', 101)).toBe(true);
    expect(valid('preferences.maxDistance', 0)).toBe(false);
    expect(valid('preferences.maxDistance', 102)).toBe(false);
    expect(valid('preferences.ageRange', [30, 30])).toBe(true);
    expect(valid('preferences.ageRange', [40, 30])).toBe(false);
    expect(valid('preferences.ageRange', [17, 30])).toBe(false);
    expect(valid('preferencesPartnerPoliticalOrientation', 'Différente mais pas extrême')).toBe(true);
    expect(valid('preferencesPartnerPoliticalOrientation', 'Extrême')).toBe(false);
    expect(valid('preferencesPartnerEducation', ['BAC+3', 'BAC+5'])).toBe(true);
    expect(valid('preferencesPartnerEducation', ['BAC+3', 'BAC+3'])).toBe(false);
    expect(valid('preferencesPartnerSituation', [])).toBe(true);
    expect(valid('preferencesPartnerSituation', ['Fumeur(se)', 'Végétarien(ne)'])).toBe(false);
    expect(valid('seeking', 'male')).toBe(true);
    expect(valid('preferences.color', 'bleu')).toBe(false);
  });
});
