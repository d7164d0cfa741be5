import {
  FACT_QUESTION_IDS as facts,
  type PersonalityAnswers,
  QUESTIONS,
  questionById,
  SENSITIVE_CONSENT_VERSION,
} from '@lien/contract/rules';
import { questionnaireMessages as m } from '@lien/contract/texts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hasCompletedQuestionnaire } from '../src/features/questionnaire/service';
import { useTestApp } from './app';
import {
  answerQuestionnaire,
  firstQuestionOf,
  questionnaireAnswers,
  savedAnswers,
  signUp,
  uploadQuestionnaire,
  useCity,
} from './factories';

const t = useTestApp();
const { client } = t;

const city = useCity(t);

const upload = (token: string | undefined, answers: unknown) => uploadQuestionnaire(client, token, answers);
const answersOf = (token: string) => savedAnswers(client, token);

const textOf = (id: string) => {
  const question = questionById(id);
  if (!question) throw new Error(`no question ${id}`);
  return question.text;
};

describe('POST /api/personality_questionnaire_upload', () => {
  describe('refuses an upload that is not a complete, valid questionnaire, naming the question', () => {
    const slider = firstQuestionOf('slider');
    const range = firstQuestionOf('range');
    const single = firstQuestionOf('single');
    const multiple = firstQuestionOf('multiple');
    const rank = firstQuestionOf('rank');
    const without = (text: string) => {
      const answers: Record<string, unknown> = questionnaireAnswers(10);
      delete answers[text];
      return answers;
    };
    it.each([
      [
        'a slider above its maximum',
        { ...questionnaireAnswers(10), [slider.text]: slider.maxRange + 1 },
        m.sliderInvalid(slider.text, slider.maxRange),
      ],
      [
        'a slider given as text',
        { ...questionnaireAnswers(10), [slider.text]: '50' },
        m.sliderInvalid(slider.text, slider.maxRange),
      ],
      [
        'a range whose ends are reversed',
        { ...questionnaireAnswers(10), [range.text]: { min: 50, max: 20 } },
        m.rangeInvalid(range.text, 0, 200, 1),
      ],
      [
        'an option that is not offered',
        { ...questionnaireAnswers(10), [single.text]: 'Une autre réponse' },
        m.singleInvalid(single.text),
      ],
      [
        'an empty multiple choice',
        { ...questionnaireAnswers(10), [multiple.text]: [] },
        m.multipleEmpty(multiple.text),
      ],
      [
        'a ranking that leaves an option out',
        { ...questionnaireAnswers(10), [rank.text]: rank.options.slice(1) },
        m.rankInvalid(rank.text),
      ],
      ['a missing question', without(single.text), m.missing(single.text)],
      [
        'an unknown question',
        { ...questionnaireAnswers(10), 'Aimez-vous les brocolis ?': 'Oui' },
        m.unknownQuestion('Aimez-vous les brocolis ?'),
      ],
      ['a list instead of an object', [1, 2, 3], m.notAnObject],
    ])('%s', async (_case, answers, message) => {
      const { token, user } = await signUp(client, city.id);
      const response = await upload(token, answers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await hasCompletedQuestionnaire(t.database.db, user.id)).toBe(false);
    });
  });

  it('keeps the previous answers when a later upload is refused', async () => {
    const { token } = await signUp(client, city.id);
    const answers = questionnaireAnswers(11);
    await answerQuestionnaire(client, token, answers);
    const broken = { ...questionnaireAnswers(12), [textOf(facts.education)]: 'BAC+6' };
    expect((await upload(token, broken)).statusCode).toBe(400);
    expect(await answersOf(token)).toEqual(answers);
  });

  it('takes the largest possible questionnaire well within the body limit', async () => {
    const { token } = await signUp(client, city.id);
    const largest: PersonalityAnswers = {};
    for (const question of QUESTIONS) {
      if (question.type === 'slider') largest[question.text] = question.maxRange;
      else if (question.type === 'range') largest[question.text] = { min: 199, max: 200 };
      else if (question.type === 'single')
        largest[question.text] = [...question.options].sort((a, b) => b.length - a.length)[0] ?? '';
      else if (question.type === 'rank') largest[question.text] = [...question.options];
      else {
        const choices = question.options.filter((option) => !question.exclusiveOptions?.includes(option));
        largest[question.text] = choices.slice(0, question.maxChoices ?? choices.length);
      }
    }
    // Every non-ASCII character escaped (\u00e9): the most bytes a client could spend on it.
    const escaped = JSON.stringify(largest).replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(Buffer.byteLength(escaped)).toBeLessThan(16 * 1024); // the app's bodyLimit is 64 KB
    // Every question, the sensitive ones included, as after the consent to them.
    await client.post('/api/sensitive_consent', { version: SENSITIVE_CONSENT_VERSION }, { token });
    const response = await client.post('/api/personality_questionnaire_upload', escaped, {
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the personality_profiles table', () => {
  it('refuses facts outside the contract, and a faith or a position where none can be', async () => {
    const { token, user } = await signUp(client, city.id);
    await answerQuestionnaire(client, token);
    const attempts = [
      sql`update personality_profiles set education_level = 'BAC+6' where user_id = ${user.id}`,
      sql`update personality_profiles set religion_kind = 'atheist', religion_faith = 'Juive' where user_id = ${user.id}`,
      sql`update personality_profiles set religion_kind = 'believer', religion_faith = null where user_id = ${user.id}`,
      sql`update personality_profiles set politics_engaged = true, politics_position = 3 where user_id = ${user.id}`,
      sql`update personality_profiles set politics_engaged = false, politics_position = 0 where user_id = ${user.id}`,
      sql`update personality_profiles set personality_id = 'LN-OOOO-IIII' where user_id = ${user.id}`,
    ];
    for (const attempt of attempts) {
      await expect(attempt.execute(t.database.db)).rejects.toMatchObject({ code: '23514' });
    }
  });
});
