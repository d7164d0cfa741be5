import {
  EDUCATION_LEVELS,
  extractFacts,
  FAITHS,
  FACT_QUESTION_IDS as facts,
  questionnaireMessages as m,
  type PersonalityAnswers,
  POLITICAL_OPTIONS,
  QUESTIONS,
  type Question,
  questionById,
  questionsReply,
  serverMessages,
} from '@lien/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_VECTOR_LAYOUT_ID,
  answerVector,
  decodeAnswerVector,
} from '../src/features/questionnaire/answer-vector';
import { factColumns } from '../src/features/questionnaire/fact-columns';
import { PERSONALITY_ID_PATTERN } from '../src/features/questionnaire/personality-id';
import {
  hasCompletedQuestionnaire,
  personalityId,
  QuestionnaireService,
} from '../src/features/questionnaire/service';
import { createTestApp, type TestApp } from './app';
import {
  answerQuestionnaire,
  createCity,
  logIn,
  questionnaireAnswers,
  signUp,
  TestClient,
} from './factories';

let t: TestApp;
let client: TestClient;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
  cityId = await createCity(t.database.db);
});
afterAll(() => t.close());

const upload = (token: string | undefined, answers: unknown) =>
  client.post('/api/personality_questionnaire_upload', answers, { token });

const savedAnswers = async (token: string) => {
  const response = await client.get('/api/personality_answers', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ answers: PersonalityAnswers }>().answers;
};

const storedProfile = (userId: number) =>
  t.database.db
    .selectFrom('personality_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

function firstOf<T extends Question['type']>(type: T): Extract<Question, { type: T }> {
  const question = QUESTIONS.find((candidate) => candidate.type === type);
  if (!question) throw new Error(`no ${type} question`);
  return question as Extract<Question, { type: T }>;
}

const textOf = (id: string) => {
  const question = questionById(id);
  if (!question) throw new Error(`no question ${id}`);
  return question.text;
};

describe('GET /personality_questions.json', () => {
  it('serves the 58 questions publicly, in the shape of the contract, cacheable with a tag', async () => {
    const response = await client.get('/personality_questions.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const questions = questionsReply.parse(response.json());
    expect(questions).toHaveLength(58);
    expect(questions).toEqual(QUESTIONS);
    const slider = response.json<Record<string, unknown>[]>().find((question) => question.type === 'slider');
    expect(Object.keys(slider ?? {})).toEqual(
      expect.arrayContaining(['id', 'text', 'category', 'maxRange', 'leftLabel', 'rightLabel']),
    );
    const again = await client.get('/personality_questions.json', {
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('POST /api/personality_questionnaire_upload', () => {
  it('saves a complete upload and answers a personality ID', async () => {
    const { token, user } = await signUp(client, cityId);
    const response = await upload(token, questionnaireAnswers(3));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ status: string; personalityId: string }>();
    expect(body.status).toBe('ok');
    expect(body.personalityId).toMatch(PERSONALITY_ID_PATTERN);
    expect(await hasCompletedQuestionnaire(t.database.db, user.id)).toBe(true);
    expect(await personalityId(t.database.db, user.id)).toBe(body.personalityId);
  });

  it('keeps the personality ID across uploads, and gives each member their own', async () => {
    const alice = await signUp(client, cityId);
    const bob = await signUp(client, cityId);
    const first = await answerQuestionnaire(client, alice.token, questionnaireAnswers(4));
    const second = await answerQuestionnaire(client, alice.token, questionnaireAnswers(5));
    expect(second).toBe(first);
    expect(await answerQuestionnaire(client, bob.token, questionnaireAnswers(4))).not.toBe(first);
  });

  it('stores the facts the deck filters on, and replaces them on a new upload', async () => {
    const { token, user } = await signUp(client, cityId);
    const answers = questionnaireAnswers(6, {
      [facts.education]: 'BAC+5',
      [facts.religion]: 'Athée',
      [facts.politics]: 'À droite',
      [facts.smoking]: 'Occasionnellement',
      [facts.children]: 'Oui, en garde alternée',
      [facts.situation]: 'Divorcé(e)',
    });
    await answerQuestionnaire(client, token, answers);
    expect(await storedProfile(user.id)).toMatchObject({
      education_level: 'BAC+5',
      religion_kind: 'atheist',
      religion_faith: null,
      politics_engaged: true,
      politics_position: 1,
      smoker: true,
      has_children: true,
      divorced: true,
    });

    const changed = questionnaireAnswers(6, {
      [facts.education]: "Jusqu'à BAC+2",
      [facts.religion]: 'Juive',
      [facts.politics]: 'Je ne suis pas engagé(e) politiquement',
      [facts.smoking]: "Non, j'ai arrêté",
      [facts.children]: "Non, je n'en ai pas",
      [facts.situation]: 'Célibataire, jamais marié(e)',
    });
    await answerQuestionnaire(client, token, changed);
    const row = await storedProfile(user.id);
    expect(row).toMatchObject({
      education_level: "Jusqu'à BAC+2",
      religion_kind: 'believer',
      religion_faith: 'Juive',
      politics_engaged: false,
      politics_position: null,
      smoker: false,
      has_children: false,
      divorced: false,
    });
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(row.completed_at.getTime());
  });

  it('stores the answer vector in the current layout, decodable to the vector of the answers', async () => {
    const { token, user } = await signUp(client, cityId);
    const answers = questionnaireAnswers(7);
    await answerQuestionnaire(client, token, answers);
    const row = await storedProfile(user.id);
    expect(row.vector_layout).toBe(ANSWER_VECTOR_LAYOUT_ID);
    const vector = decodeAnswerVector(new Uint8Array(row.vector));
    expect(vector).not.toBeNull();
    expect(vector).toEqual(answerVector(answers));
  });

  it('accepts every fact option the contract offers (the database agrees with it)', async () => {
    const { token, user } = await signUp(client, cityId);
    const overrides = [
      ...EDUCATION_LEVELS.map((level) => ({ [facts.education]: level })),
      ...[...FAITHS, 'Non-pratiquant(e) ou agnostique'].map((religion) => ({ [facts.religion]: religion })),
      ...POLITICAL_OPTIONS.map((politics) => ({ [facts.politics]: politics })),
    ];
    for (const override of overrides) {
      const answers = questionnaireAnswers(8, override);
      const response = await upload(token, answers);
      expect(response.statusCode, JSON.stringify(override)).toBe(200);
      expect(await storedProfile(user.id)).toMatchObject(factColumns(extractFacts(answers)));
    }
  });

  it('trims the keys and keeps only min and max of a range', async () => {
    const { token } = await signUp(client, cityId);
    const range = firstOf('range');
    const answers = questionnaireAnswers(9, { [range.id]: { min: 10, max: 40 } });
    const sent: Record<string, unknown> = {};
    for (const [text, value] of Object.entries(answers)) sent[`  ${text} `] = value;
    sent[`  ${range.text} `] = { min: 10, max: 40, extra: 'ignoré' };
    expect((await upload(token, sent)).statusCode).toBe(200);
    expect(await savedAnswers(token)).toEqual(answers);
  });

  describe('refuses an upload that is not a complete, valid questionnaire, naming the question', () => {
    const slider = firstOf('slider');
    const range = firstOf('range');
    const single = firstOf('single');
    const multiple = firstOf('multiple');
    const rank = firstOf('rank');
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
      const { token, user } = await signUp(client, cityId);
      const response = await upload(token, answers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await hasCompletedQuestionnaire(t.database.db, user.id)).toBe(false);
    });
  });

  it('keeps the previous answers when a later upload is refused', async () => {
    const { token } = await signUp(client, cityId);
    const answers = questionnaireAnswers(11);
    await answerQuestionnaire(client, token, answers);
    const broken = { ...questionnaireAnswers(12), [textOf(facts.education)]: 'BAC+6' };
    expect((await upload(token, broken)).statusCode).toBe(400);
    expect(await savedAnswers(token)).toEqual(answers);
  });

  it('takes the largest possible questionnaire well within the body limit', async () => {
    const { token } = await signUp(client, cityId);
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
    const response = await client.post('/api/personality_questionnaire_upload', escaped, {
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('issues another ID when the one drawn is already held', async () => {
    const alice = await signUp(client, cityId);
    const bob = await signUp(client, cityId);
    const taken = await answerQuestionnaire(client, alice.token);
    const drawn = [taken, taken, 'LN-7K3D-Q9XA'];
    const service = new QuestionnaireService(t.database.db, () => drawn.shift() ?? 'LN-0000-0000');
    const issued = await service.save(bob.user.id, questionnaireAnswers(13));
    expect(issued).toBe('LN-7K3D-Q9XA');
    expect(drawn).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await upload(undefined, questionnaireAnswers(1));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
  });
});

describe('GET /api/personality_answers', () => {
  it('answers {} before the first upload, then the answers saved', async () => {
    const { token } = await signUp(client, cityId);
    expect(await savedAnswers(token)).toEqual({});
    const answers = questionnaireAnswers(14);
    await answerQuestionnaire(client, token, answers);
    const saved = await savedAnswers(token);
    expect(saved).toEqual(answers);
    expect(Object.keys(saved)).toEqual(QUESTIONS.map((question) => question.text));
  });

  it("answers the signed-in member's own answers only", async () => {
    const alice = await signUp(client, cityId);
    const bob = await signUp(client, cityId);
    await answerQuestionnaire(client, alice.token, questionnaireAnswers(15));
    expect(await savedAnswers(bob.token)).toEqual({});
  });

  it('needs a session', async () => {
    expect((await client.get('/api/personality_answers')).statusCode).toBe(401);
  });
});

describe('the personalityCompleted flag', () => {
  it('turns true at log-in once the questionnaire is uploaded, and only that flag', async () => {
    const { token, payload } = await signUp(client, cityId);
    expect((await logIn(client, payload.email)).user).toMatchObject({ personalityCompleted: false });
    await answerQuestionnaire(client, token);
    expect((await logIn(client, payload.email)).user).toMatchObject({
      photoUploadCompleted: false,
      interestsCompleted: false,
      personalityCompleted: true,
    });
  });
});

describe('the personality_profiles table', () => {
  it('refuses facts outside the contract, and a faith or a position where none can be', async () => {
    const { token, user } = await signUp(client, cityId);
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
