import { questionsReply } from '@lien/contract';
import {
  EDUCATION_LEVELS,
  extractFacts,
  FAITHS,
  FACT_QUESTION_IDS as facts,
  POLITICAL_OPTIONS,
  QUESTIONS,
  SENSITIVE_CONSENT_VERSION,
} from '@lien/contract/rules';
import { serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
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
import { useTestApp } from './app';
import {
  answerQuestionnaire,
  firstQuestionOf,
  logIn,
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

const storedProfile = (userId: number) =>
  t.database.db
    .selectFrom('personality_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

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
    const { token, user } = await signUp(client, city.id);
    const response = await upload(token, questionnaireAnswers(3));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ status: string; personalityId: string }>();
    expect(body.status).toBe('ok');
    expect(body.personalityId).toMatch(PERSONALITY_ID_PATTERN);
    expect(await hasCompletedQuestionnaire(t.database.db, user.id)).toBe(true);
    expect(await personalityId(t.database.db, user.id)).toBe(body.personalityId);
  });

  it('keeps the personality ID across uploads, and gives each member their own', async () => {
    const alice = await signUp(client, city.id);
    const bob = await signUp(client, city.id);
    const first = await answerQuestionnaire(client, alice.token, questionnaireAnswers(4));
    const second = await answerQuestionnaire(client, alice.token, questionnaireAnswers(5));
    expect(second).toBe(first);
    expect(await answerQuestionnaire(client, bob.token, questionnaireAnswers(4))).not.toBe(first);
  });

  it('stores the facts the deck filters on, and replaces them on a new upload', async () => {
    const { token, user } = await signUp(client, city.id);
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
    const { token, user } = await signUp(client, city.id);
    const answers = questionnaireAnswers(7);
    await answerQuestionnaire(client, token, answers);
    const row = await storedProfile(user.id);
    expect(row.vector_layout).toBe(ANSWER_VECTOR_LAYOUT_ID);
    const vector = decodeAnswerVector(new Uint8Array(row.vector));
    expect(vector).not.toBeNull();
    expect(vector).toEqual(answerVector(answers));
  });

  it('accepts every fact option the contract offers (the database agrees with it)', async () => {
    const { token, user } = await signUp(client, city.id);
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
    const { token } = await signUp(client, city.id);
    const range = firstQuestionOf('range');
    const answers = questionnaireAnswers(9, { [range.id]: { min: 10, max: 40 } });
    const sent: Record<string, unknown> = {};
    for (const [text, value] of Object.entries(answers)) sent[`  ${text} `] = value;
    sent[`  ${range.text} `] = { min: 10, max: 40, extra: 'ignoré' };
    expect((await upload(token, sent)).statusCode).toBe(200);
    expect(await answersOf(token)).toEqual(answers);
  });

  it('issues another ID when the one drawn is already held', async () => {
    const alice = await signUp(client, city.id);
    const bob = await signUp(client, city.id);
    const taken = await answerQuestionnaire(client, alice.token);
    const drawn = [taken, taken, 'LN-7K3D-Q9XA'];
    const service = new QuestionnaireService(t.database.db, () => drawn.shift() ?? 'LN-0000-0000');
    await client.post('/api/sensitive_consent', { version: SENSITIVE_CONSENT_VERSION }, { token: bob.token });
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
    const { token } = await signUp(client, city.id);
    expect(await answersOf(token)).toEqual({});
    const answers = questionnaireAnswers(14);
    await answerQuestionnaire(client, token, answers);
    const saved = await answersOf(token);
    expect(saved).toEqual(answers);
    expect(Object.keys(saved)).toEqual(QUESTIONS.map((question) => question.text));
  });

  it("answers the signed-in member's own answers only", async () => {
    const alice = await signUp(client, city.id);
    const bob = await signUp(client, city.id);
    await answerQuestionnaire(client, alice.token, questionnaireAnswers(15));
    expect(await answersOf(bob.token)).toEqual({});
  });

  it('needs a session', async () => {
    expect((await client.get('/api/personality_answers')).statusCode).toBe(401);
  });
});

describe('the personalityCompleted flag', () => {
  it('turns true at log-in once the questionnaire is uploaded, and only that flag', async () => {
    const { token, payload } = await signUp(client, city.id);
    expect((await logIn(client, payload.email)).user).toMatchObject({ personalityCompleted: false });
    await answerQuestionnaire(client, token);
    expect((await logIn(client, payload.email)).user).toMatchObject({
      photoUploadCompleted: false,
      interestsCompleted: false,
      personalityCompleted: true,
    });
  });
});
