import { consentMessages, dataExportReply, sensitiveConsentState } from '@lien/contract';
import {
  QUESTION_CATEGORIES,
  QUESTIONS,
  SENSITIVE_CONSENT_VERSION,
  SENSITIVE_QUESTION_IDS,
  withoutSensitiveAnswers,
} from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import { personalityId } from '../src/features/questionnaire/service';
import { useTestApp } from './app';
import { questionnaireAnswers, tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

const sensitiveTexts = QUESTIONS.filter((question) => SENSITIVE_QUESTION_IDS.includes(question.id)).map(
  (question) => question.text,
);
const religionText = QUESTIONS.find((question) => question.id === 'religion')?.text ?? '';

async function consentState(token: string) {
  const response = await client.get('/api/sensitive_consent', { token });
  expect(response.statusCode, response.body).toBe(200);
  return sensitiveConsentState.parse(response.json());
}
const give = (token: string, version = SENSITIVE_CONSENT_VERSION) =>
  client.post('/api/sensitive_consent', { version }, { token });
const withdraw = (token: string) => client.post('/api/sensitive_consent/withdraw', {}, { token });
const upload = (token: string, answers: Record<string, unknown>) =>
  client.post('/api/personality_questionnaire_upload', answers, { token });
const savedAnswers = async (token: string) =>
  (await client.get('/api/personality_answers', { token })).json<{ answers: Record<string, unknown> }>()
    .answers;

/** The stored row the deck and the affinity read. */
const profileRow = (userId: number) =>
  t.database.db
    .selectFrom('personality_profiles')
    .select(['vector', 'religion_kind', 'politics_engaged'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

/** Those the deck shows within the viewer's preferences (a card beyond them is marked as such). */
async function deckIds(viewer: number): Promise<number[]> {
  const response = await client.get('/api/swipe_profiles?offset=0&limit=10', {
    token: await tokenFor(t.config, viewer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ profiles: { id: number; outsidePreferences?: unknown }[] }>()
    .profiles.filter((profile) => !profile.outsidePreferences)
    .map((profile) => profile.id);
}

describe('consent to sensitive questions', () => {
  it('is not given by default, and an upload of sensitive answers without it is refused, storing nothing', async () => {
    const member = await place.member({ answers: null });
    const token = await tokenFor(t.config, member);
    expect(await consentState(token)).toEqual({
      currentVersion: SENSITIVE_CONSENT_VERSION,
      given: false,
      version: null,
      givenAt: null,
      withdrawnAt: null,
    });
    const refused = await upload(token, questionnaireAnswers(member));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: consentMessages.sensitiveAnswersRefused });
    expect(await savedAnswers(token)).toEqual({});
  });

  it('refused: the questionnaire is finished without the sensitive questions, religion and politics unknown', async () => {
    const member = await place.member({ answers: null });
    const token = await tokenFor(t.config, member);
    const answers = withoutSensitiveAnswers(questionnaireAnswers(member));
    const response = await upload(token, answers);
    expect(response.statusCode, response.body).toBe(200);
    const saved = await savedAnswers(token);
    expect(Object.keys(saved)).toHaveLength(QUESTIONS.length - SENSITIVE_QUESTION_IDS.length);
    for (const text of sensitiveTexts) expect(saved).not.toHaveProperty(text);
    expect(await profileRow(member)).toMatchObject({ religion_kind: null, politics_engaged: null });
    // Their partner religion preference is not theirs to set without consent.
    const preference = await client.post(
      '/api/update_profile',
      { field: 'preferencesPartnerReligiousAffiliation', value: 'Athée' },
      { token },
    );
    expect(preference.statusCode).toBe(403);
    expect(preference.json()).toEqual({ error: consentMessages.preferenceNotShared });
  });

  it('given: recorded with its date and version, the sensitive answers accepted; an outdated text refused', async () => {
    const member = await place.member({ answers: null });
    const token = await tokenFor(t.config, member);
    const outdated = await give(token, '2020-01-01');
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json()).toEqual({ error: consentMessages.outdatedVersion });
    const before = Date.now();
    const response = await give(token);
    expect(response.statusCode, response.body).toBe(200);
    const state = sensitiveConsentState.parse(response.json());
    expect(state).toMatchObject({ given: true, version: SENSITIVE_CONSENT_VERSION, withdrawnAt: null });
    expect(Date.parse(state.givenAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // Giving it again changes nothing.
    expect((await give(token)).json()).toEqual(state);
    const answers = questionnaireAnswers(member);
    expect((await upload(token, answers)).statusCode).toBe(200);
    expect(await savedAnswers(token)).toHaveProperty([religionText], answers[religionText]);
  });

  it('withdrawn: the sensitive answers are gone at once, the vector and the deck change, the export keeps the consent', async () => {
    // A believer who consented, and a man who wants only atheists (and consented to say so).
    const answers = { ...questionnaireAnswers(31), [religionText]: 'Catholique' };
    const believer = await place.woman({ answers, birthDate: undefined });
    const viewer = await place.man({
      answers: { ...questionnaireAnswers(32), [religionText]: 'Athée' },
      preferences: { partnerReligiousAffiliation: 'Athée' },
    });
    const token = await tokenFor(t.config, believer);
    expect(await deckIds(viewer)).not.toContain(believer);
    const vectorBefore = Buffer.from((await profileRow(believer)).vector);

    const response = await withdraw(token);
    expect(response.statusCode, response.body).toBe(200);
    const state = sensitiveConsentState.parse(response.json());
    expect(state).toMatchObject({ given: false, version: SENSITIVE_CONSENT_VERSION });
    expect(state.withdrawnAt).not.toBeNull();

    const saved = await savedAnswers(token);
    for (const text of sensitiveTexts) expect(saved).not.toHaveProperty(text);
    expect(Object.keys(saved)).toHaveLength(QUESTIONS.length - SENSITIVE_QUESTION_IDS.length);
    const row = await profileRow(believer);
    expect(row).toMatchObject({ religion_kind: null, politics_engaged: null });
    expect(Buffer.from(row.vector).equals(vectorBefore)).toBe(false);
    // Her religion is no longer known: the atheists-only filter no longer leaves her out.
    expect(await deckIds(viewer)).toContain(believer);

    const exported = dataExportReply.parse((await client.post('/api/export_my_data', {}, { token })).json());
    expect(exported.consents).toEqual([
      {
        kind: 'sensitive_data',
        version: SENSITIVE_CONSENT_VERSION,
        givenAt: expect.any(String),
        withdrawnAt: state.withdrawnAt,
      },
    ]);
    for (const text of sensitiveTexts) expect(exported.questionnaire?.answers).not.toHaveProperty(text);
  });

  it('withdrawn: the member filters no one on religion any more, the preference back to « Peu importe »', async () => {
    const picky = await place.man({
      answers: { ...questionnaireAnswers(41), [religionText]: 'Athée' },
      preferences: { partnerReligiousAffiliation: 'Athée' },
    });
    const believer = await place.woman({ answers: { ...questionnaireAnswers(42), [religionText]: 'Juive' } });
    expect(await deckIds(picky)).not.toContain(believer);
    const token = await tokenFor(t.config, picky);
    expect((await withdraw(token)).statusCode).toBe(200);
    const profile = (await client.get('/api/my_profile', { token })).json();
    expect(profile.preferences.partnerReligiousAffiliation).toBe('Peu importe');
    expect(await deckIds(picky)).toContain(believer);
  });
});

describe('affinity by ID and the consent', () => {
  it('never shows a category the partner did not consent to: «\u00a0Non partagé\u00a0» (null)', async () => {
    const own = await place.member();
    const partner = await place.member({ answers: null });
    const partnerToken = await tokenFor(t.config, partner);
    expect(
      (await upload(partnerToken, withoutSensitiveAnswers(questionnaireAnswers(partner)))).statusCode,
    ).toBe(200);
    expect(
      (await client.post('/api/affinity/sharing', { shared: true }, { token: partnerToken })).statusCode,
    ).toBe(200);
    const id = await personalityId(t.database.db, partner);
    const response = await client.get(`/api/affinity?partnerId=${id}`, {
      token: await tokenFor(t.config, own),
    });
    expect(response.statusCode, response.body).toBe(200);
    const levels = Object.fromEntries(
      response
        .json<{ categories: { name: string; level: number | null }[] }>()
        .categories.map((bar) => [bar.name, bar.level]),
    );
    for (const category of QUESTION_CATEGORIES) {
      if (category.id === 'intimacy' || category.id === 'spirituality')
        expect(levels[category.label]).toBeNull();
      else expect(levels[category.label]).toEqual(expect.any(Number));
    }
  });
});
