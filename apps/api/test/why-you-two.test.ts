import { swipeProfile, type WhyYouTwo } from '@lien/contract';
import {
  ALL_INTERESTS,
  type AnswerValue,
  isSensitiveQuestion,
  type PairGenders,
  type PersonalityAnswers,
  questionById,
  withoutSensitiveAnswers,
} from '@lien/contract/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './app';
import { deckCalls } from './deck-helpers';
import { questionnaireAnswers, tokenFor, useRemotePlace } from './factories';

/*
 * « Pourquoi vous deux ? » through the API. The contract's phrasings are written elsewhere, question by
 * question; here a stand-in says every question it is allowed to, with both answers and both genders
 * in the sentence, so a card shows exactly which question, whose answers and which genders were used.
 */
const phrasing = vi.hoisted(() => ({ onlySensitive: false }));

vi.mock('@lien/contract/rules', async (importOriginal) => {
  const rules = await importOriginal<typeof import('@lien/contract/rules')>();
  const say =
    (kind: string) =>
    (id: string, mine: AnswerValue, theirs: AnswerValue, pair: PairGenders): string | null =>
      phrasing.onlySensitive && !rules.isSensitiveQuestion({ id })
        ? null
        : `${kind} ${id} ${JSON.stringify([mine, theirs])} ${pair.viewer}/${pair.other}`;
  return { ...rules, sayAgreement: say('accord'), sayDifference: say('écart') };
});

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const { deckOf } = deckCalls(t);

const view = async (viewer: number, member: number): Promise<WhyYouTwo> => {
  const response = await client.get(`/api/user_profile/${member}`, { token: tokenFor(t.config, viewer) });
  expect(response.statusCode, response.body).toBe(200);
  return swipeProfile.unwrap().strict().parse(response.json()).whyYouTwo;
};

/** The question a sentence of the stand-in phrasing is about. */
const questionOf = (sentence: string) => sentence.split(' ')[1] as string;
const textOf = (id: string) => questionById(id)?.text ?? '';

const [football, cinema, jazz, yoga] = ALL_INTERESTS.slice(0, 4) as [string, string, string, string];

describe('« Pourquoi vous deux ? » on the deck and the profile view', () => {
  beforeEach(() => {
    phrasing.onlySensitive = false;
  });

  it("gives each side the pair's reasons from both members' answers, genders and interests", async () => {
    const hisAnswers = questionnaireAnswers(101, { 'securite-aventure': 5 });
    const herAnswers: PersonalityAnswers = { ...hisAnswers, [textOf('securite-aventure')]: 95 };
    const him = await place.man({ answers: hisAnswers, interests: [yoga, football, jazz] });
    const her = await place.woman({ answers: herAnswers, interests: [jazz, cinema, football] });

    const card = (await deckOf(him)).find((profile) => profile.id === her);
    const reasons = card?.whyYouTwo;
    // Identical but for one answer: the three that weigh the most in the score (QUESTION_WEIGHTS).
    expect(reasons?.agreements.map(questionOf)).toEqual(['projet-enfants', 'fidelite', 'tabac']);
    expect(reasons?.agreements[0]).toBe(
      `accord projet-enfants ${JSON.stringify(Array(2).fill(hisAnswers[textOf('projet-enfants')]))} male/female`,
    );
    expect(reasons?.toTalkAbout).toBe('écart securite-aventure [5,95] male/female');
    expect(reasons?.sharedInterests).toEqual(ALL_INTERESTS.filter((name) => [football, jazz].includes(name)));

    // The profile view says it all the same; her side names the same questions, from her side.
    expect(await view(him, her)).toEqual(reasons);
    const hers = await view(her, him);
    expect(hers.agreements.map(questionOf)).toEqual(reasons?.agreements.map(questionOf));
    expect(hers.toTalkAbout).toBe('écart securite-aventure [95,5] female/male');
    expect(hers.sharedInterests).toEqual(reasons?.sharedInterests);
  });

  it('says only the shared interests while an answer vector is of a past questionnaire', async () => {
    const him = await place.man({ interests: [cinema] });
    const her = await place.woman({ interests: [cinema, yoga] });
    // Stored for an older layout of the questions (recomputed at the next upload): not read.
    await t.database.db
      .updateTable('personality_profiles')
      .set({ vector_layout: 'ancienne' })
      .where('user_id', '=', him)
      .execute();
    const onlyInterests = { agreements: [], toTalkAbout: null, sharedInterests: [cinema] };
    expect(await view(her, him)).toMatchObject(onlyInterests);
    expect(await view(him, her)).toMatchObject(onlyInterests);
  });
});

describe('« Pourquoi vous deux ? » and sensitive questions (RGPD art. 9)', () => {
  // Only sensitive questions are said: any reason given then names one.
  beforeEach(() => {
    phrasing.onlySensitive = true;
  });

  /** Two members with the same answers, she sharing the sensitive ones or not. */
  async function sensitivePair(herSharing: 'consented' | 'never') {
    const answers = questionnaireAnswers(202);
    const him = await place.man({ answers });
    const her = await place.woman({
      answers: herSharing === 'consented' ? answers : withoutSensitiveAnswers(answers),
    });
    return { him, her };
  }
  const sensitiveOnly = (reasons: WhyYouTwo) =>
    [...reasons.agreements, reasons.toTalkAbout ?? ''].filter(Boolean).map(questionOf);

  it('speaks of them when both consented', async () => {
    const { him, her } = await sensitivePair('consented');
    const reasons = await view(him, her);
    expect(reasons.agreements).toHaveLength(3);
    for (const id of sensitiveOnly(reasons)) expect(isSensitiveQuestion({ id }), id).toBe(true);
  });

  it('never speaks of them when one never consented, on either side', async () => {
    const { him, her } = await sensitivePair('never');
    for (const [viewer, member] of [
      [him, her],
      [her, him],
    ] as const) {
      const reasons = await view(viewer, member);
      expect(sensitiveOnly(reasons)).toEqual([]);
      const card = (await deckOf(viewer)).find((profile) => profile.id === member);
      expect(card && sensitiveOnly(card.whyYouTwo)).toEqual([]);
    }
  });

  it('stops speaking of them once a consent is withdrawn', async () => {
    const { him, her } = await sensitivePair('consented');
    expect(sensitiveOnly(await view(her, him))).not.toEqual([]);
    const withdrawn = await client.post(
      '/api/sensitive_consent/withdraw',
      {},
      { token: tokenFor(t.config, her) },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(sensitiveOnly(await view(her, him))).toEqual([]);
    expect(sensitiveOnly(await view(him, her))).toEqual([]);
  });

  it('never speaks of them for a consent given to the text before the reasons existed', async () => {
    const { him, her } = await sensitivePair('consented');
    // She accepted the text of 2026-11-25, which said her answers are never shown: it still stands.
    await t.database.db
      .updateTable('sensitive_consents')
      .set({ version: '2026-11-25' })
      .where('user_id', '=', her)
      .execute();
    expect(sensitiveOnly(await view(him, her))).toEqual([]);
    expect(sensitiveOnly(await view(her, him))).toEqual([]);
    const card = (await deckOf(him)).find((profile) => profile.id === her);
    expect(card?.compatibility).toBeGreaterThan(0);
  });

  it('never speaks of answers held without a consent in force (given before consent was asked)', async () => {
    const { him, her } = await sensitivePair('consented');
    // As members who answered before migration 0025: the answers are there, no consent is.
    await t.database.db.deleteFrom('sensitive_consents').where('user_id', '=', her).execute();
    expect(sensitiveOnly(await view(him, her))).toEqual([]);
    expect(sensitiveOnly(await view(her, him))).toEqual([]);
  });
});
