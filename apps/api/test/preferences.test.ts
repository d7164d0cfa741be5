import {
  EDUCATION_PREFERENCES,
  POLITICAL_PREFERENCES,
  RELIGION_PREFERENCES,
  SITUATION_EXCLUSIONS,
  type UpdateProfileRequest,
} from '@lien/contract';
import { SENSITIVE_CONSENT_VERSION } from '@lien/contract/rules';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { signUp, useCity } from './factories';

const t = useTestApp();
const { client } = t;

const city = useCity(t);

const update = (token: string | undefined, change: UpdateProfileRequest | Record<string, unknown>) =>
  client.post('/api/update_profile', change, { token });

describe('POST /api/update_profile, encounter preferences', () => {
  it('accepts every preference option the contract offers (the database agrees with it)', async () => {
    const { token } = await signUp(client, city.id);
    // Partner religion and politics preferences need the sensitive-data consent (sensitive-consent.test.ts).
    await client.post('/api/sensitive_consent', { version: SENSITIVE_CONSENT_VERSION }, { token });
    const changes: UpdateProfileRequest[] = [
      ...POLITICAL_PREFERENCES.map((value) => ({
        field: 'preferencesPartnerPoliticalOrientation' as const,
        value,
      })),
      ...RELIGION_PREFERENCES.map((value) => ({
        field: 'preferencesPartnerReligiousAffiliation' as const,
        value,
      })),
      { field: 'preferencesPartnerEducation', value: [...EDUCATION_PREFERENCES] },
      { field: 'preferencesPartnerSituation', value: [...SITUATION_EXCLUSIONS] },
    ];
    for (const change of changes) {
      expect((await update(token, change)).statusCode, JSON.stringify(change)).toBe(200);
    }
  });
});

describe('encounter preferences in the database', () => {
  it('exist for every member from sign-up on, with the defaults', async () => {
    const { user } = await signUp(client, city.id);
    const rows = await t.database.db
      .selectFrom('encounter_preferences')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      max_distance: 50,
      age_min: 18,
      age_max: 99,
      political: 'Peu importe',
      education: ['Peu importe'],
      religion: 'Peu importe',
      exclusions: [],
    });
  });

  it('refuse what the contract refuses', async () => {
    const { user } = await signUp(client, city.id);
    const attempts = [
      sql`update encounter_preferences set max_distance = 0 where user_id = ${user.id}`,
      sql`update encounter_preferences set max_distance = 102 where user_id = ${user.id}`,
      sql`update encounter_preferences set age_min = 50, age_max = 40 where user_id = ${user.id}`,
      sql`update encounter_preferences set age_max = 100 where user_id = ${user.id}`,
      sql`update encounter_preferences set political = 'Anarchiste' where user_id = ${user.id}`,
      sql`update encounter_preferences set religion = 'Athé' where user_id = ${user.id}`,
      sql`update encounter_preferences set education = array['BAC+6'] where user_id = ${user.id}`,
      sql`update encounter_preferences set exclusions = array['Fumeur(se)', null] where user_id = ${user.id}`,
      sql`update users set bio = ${'a'.repeat(501)} where id = ${user.id}`,
    ];
    for (const attempt of attempts) {
      await expect(attempt.execute(t.database.db)).rejects.toMatchObject({ code: '23514' });
    }
  });
});
