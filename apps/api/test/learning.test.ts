import { dataExportReply, type LearnedWeightsReply, learnedWeightsReply } from '@lien/contract';
import {
  type PersonalityAnswers,
  QUESTION_CATEGORY_IDS,
  QUESTIONS,
  type QuestionCategoryId,
} from '@lien/contract/rules';
import { serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { type LearningAnswer, learnedWeights, rankingWeights } from '../src/features/learning/rule';
import { answerVector } from '../src/features/questionnaire/answer-vector';
import { compatibility, weightedOverallCompatibility } from '../src/features/questionnaire/compatibility';
import { useTestApp } from './app';
import { deckCalls, neighbourhood } from './deck-helpers';
import {
  createMember,
  insertMatch,
  questionnaireAnswers,
  saveQuestionnaire,
  signUp,
  tokenFor,
  useRemotePlace,
} from './factories';

/*
 * « Ce que Lien a appris de vos rencontres » (issue #27): what a member's « Vous vous êtes vus ? »
 * answers change in the order of their own deck, GET /api/learned_weights, its reset, the export and
 * the account's deletion.
 */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const db = () => t.database.db;
const token = (userId: number) => tokenFor(t.config, userId);
const { deckOf } = deckCalls(t);
const HOUR = 60 * 60_000;

/** `base`'s answers but, for the questions of `categories`, `other`'s. */
function mix(
  base: PersonalityAnswers,
  other: PersonalityAnswers,
  categories: readonly QuestionCategoryId[],
): PersonalityAnswers {
  const mixed = { ...base };
  for (const question of QUESTIONS) {
    if (categories.includes(question.category) && question.text in other) {
      mixed[question.text] = other[question.text] as PersonalityAnswers[string];
    }
  }
  return mixed;
}

/** The pair's six figures, as an answer keeps them. */
function figures(a: PersonalityAnswers, b: PersonalityAnswers): (number | null)[] {
  const { categories } = compatibility(answerVector(a), answerVector(b));
  return QUESTION_CATEGORY_IDS.map((id) => categories[id]);
}

/**
 * A match of two members whose call ended an hour ago, as if each had liked the other (so neither is in
 * the other's deck any more): their « Vous vous êtes vus ? » is due. Answers the conversation.
 */
async function metAfterCall(a: number, b: number): Promise<number> {
  await db()
    .insertInto('swipes')
    .values([
      { swiper_id: a, swiped_id: b, liked: true },
      { swiper_id: b, swiped_id: a, liked: true },
    ])
    .execute();
  const conversationId = await insertMatch(db(), a, b);
  await db()
    .insertInto('appointments')
    .values({
      user_low: Math.min(a, b),
      user_high: Math.max(a, b),
      starts_at: new Date(Date.now() - 2 * HOUR),
      duration_minutes: 30,
      room_url: `https://visio.exemple.fr/${a}-${b}`,
      created_by: a,
    })
    .execute();
  return conversationId;
}

async function answer(
  memberId: number,
  conversationId: number,
  choice: 'again' | 'no_follow_up' | 'not_yet',
) {
  const response = await client.post(
    '/api/meeting_answers',
    { conversationId, answer: choice },
    { token: token(memberId) },
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function learnedOf(memberId: number): Promise<LearnedWeightsReply> {
  const response = await client.get('/api/learned_weights', { token: token(memberId) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return learnedWeightsReply.unwrap().strict().parse(response.json());
}

async function reset(memberId: number): Promise<LearnedWeightsReply> {
  const response = await client.post('/api/learned_weights/reset', {}, { token: token(memberId) });
  expect(response.statusCode, response.body).toBe(200);
  return learnedWeightsReply.unwrap().strict().parse(response.json());
}

/** The deck's raw reply, to compare byte for byte. */
async function deckBody(viewer: number): Promise<string> {
  const response = await client.get('/api/swipe_profiles?offset=0&limit=50', { token: token(viewer) });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const directionsOf = (learned: LearnedWeightsReply) =>
  Object.fromEntries(learned.categories.map((category) => [category.category, category.direction]));
const NOTHING = Object.fromEntries(QUESTION_CATEGORY_IDS.map((id) => [id, 'unchanged']));

/** Léa's answers, and those of someone who shares them all but one category's. */
const LEA = questionnaireAnswers(4101);
const allButValues = mix(LEA, questionnaireAnswers(4102), ['values']);

describe('GET /api/learned_weights', () => {
  it('shows a member without answers six categories unchanged, from no answer', async () => {
    const learned = await learnedOf(await place.woman());
    expect(learned).toEqual({
      answers: 0,
      resetAt: null,
      categories: QUESTION_CATEGORY_IDS.map((category) => ({
        category,
        weight: 1,
        direction: 'unchanged',
        answers: 0,
      })),
    });
  });

  it('after « j’aimerais le revoir » about a man who shares all but her values: values count less, the rest more', async () => {
    const lea = await place.woman({ answers: LEA });
    const him = await place.man({ answers: allButValues });
    await answer(lea, await metAfterCall(lea, him), 'again');

    const learned = await learnedOf(lea);
    expect(learned.answers).toBe(1);
    expect(directionsOf(learned)).toEqual({ ...mapAll('more'), values: 'less' });
    for (const category of learned.categories) {
      expect(category.answers).toBe(1);
      expect(category.weight).toBeGreaterThanOrEqual(0.5);
      expect(category.weight).toBeLessThanOrEqual(2);
    }
  });

  it('after « sans suite » about him: values count more, the rest less', async () => {
    const lea = await place.woman({ answers: LEA });
    const him = await place.man({ answers: allButValues });
    await answer(lea, await metAfterCall(lea, him), 'no_follow_up');
    expect(directionsOf(await learnedOf(lea))).toEqual({ ...mapAll('less'), values: 'more' });
  });

  it('learns nothing from « Pas encore »', async () => {
    const lea = await place.woman({ answers: LEA });
    const him = await place.man({ answers: allButValues });
    await answer(lea, await metAfterCall(lea, him), 'not_yet');
    const learned = await learnedOf(lea);
    expect(learned.answers).toBe(0);
    expect(directionsOf(learned)).toEqual(NOTHING);
  });

  it('keeps every weight within its bounds, however sharply the answers point one way', async () => {
    const lea = await place.woman({ answers: LEA });
    for (let k = 0; k < 12; k++) {
      const him = await place.man();
      const conversationId = await metAfterCall(lea, him);
      // Answered straight in the table: twelve pairs alike overall, each « revoir » a little ahead in
      // the second category and behind in the first, each « sans suite » the reverse.
      await db()
        .insertInto('meeting_answers')
        .values({
          member_id: lea,
          conversation_id: conversationId,
          asked_because: 'call',
          answer: k % 2 === 0 ? 'again' : 'no_follow_up',
          answered_at: new Date(),
          category_scores: k % 2 === 0 ? [47, 53, 50, 50, 50, 50] : [53, 47, 50, 50, 50, 50],
        })
        .execute();
    }
    const learned = await learnedOf(lea);
    expect(learned.answers).toBe(12);
    expect(learned.categories.map((category) => category.weight)).toEqual([0.25, 4, 1, 1, 1, 1]);
  });

  it('is the member’s own: her answers change nothing in his, and no one can ask for hers', async () => {
    const lea = await place.woman({ answers: LEA });
    const him = await place.man({ answers: allButValues });
    await answer(lea, await metAfterCall(lea, him), 'again');

    expect((await learnedOf(him)).answers).toBe(0);
    const asking = await client.get(`/api/learned_weights?userId=${lea}&memberId=${lea}`, {
      token: token(him),
    });
    expect(asking.statusCode).toBe(200);
    expect(learnedWeightsReply.parse(asking.json()).answers).toBe(0);
    const stranger = await client.post(`/api/learned_weights/reset?userId=${lea}`, {}, { token: token(him) });
    expect(stranger.statusCode).toBe(200);
    expect((await learnedOf(lea)).answers).toBe(1);
  });

  it('needs a session', async () => {
    const read = await client.get('/api/learned_weights');
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual({ error: serverMessages.unauthenticated });
    expect((await client.post('/api/learned_weights/reset', {})).statusCode).toBe(401);
  });
});

describe('POST /api/learned_weights/reset', () => {
  it('forgets what the answers taught, keeps the answers, and counts the next ones', async () => {
    const lea = await place.woman({ answers: LEA });
    const first = await place.man({ answers: allButValues });
    await answer(lea, await metAfterCall(lea, first), 'again');
    expect((await learnedOf(lea)).answers).toBe(1);

    const afterReset = await reset(lea);
    expect(afterReset.answers).toBe(0);
    expect(directionsOf(afterReset)).toEqual(NOTHING);
    expect(Date.parse(afterReset.resetAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await learnedOf(lea)).toEqual(afterReset);
    const kept = await db()
      .selectFrom('meeting_answers')
      .select('answer')
      .where('member_id', '=', lea)
      .execute();
    expect(kept).toEqual([{ answer: 'again' }]);

    const second = await place.man({ answers: allButValues });
    await answer(lea, await metAfterCall(lea, second), 'no_follow_up');
    const learned = await learnedOf(lea);
    expect(learned.answers).toBe(1);
    expect(learned.resetAt).toBe(afterReset.resetAt);
    expect(directionsOf(learned)).toEqual({ ...mapAll('less'), values: 'more' });
  });
});

describe('the deck of a member who answered', () => {
  it('keeps today’s order exactly, byte for byte, without answers, after « Pas encore » and after a reset', async () => {
    const { member } = await neighbourhood(db());
    const viewer = await member(0, { gender: 'female', seeking: 'male', answers: LEA });
    const lastActive = new Map<number, number>();
    for (let k = 0; k < 8; k++) {
      const at = new Date(Date.now() - ((k * 7) % 5) * HOUR);
      const id = await member(0, {
        gender: 'male',
        seeking: 'female',
        answers: questionnaireAnswers(4200 + k),
        lastActiveAt: at,
      });
      lastActive.set(id, at.getTime());
    }
    const met = await member(0, { gender: 'male', seeking: 'female', answers: allButValues });
    const conversationId = await metAfterCall(viewer, met);

    const before = await deckBody(viewer);
    // Today's rule: the figure shown, then the most recently active, then id.
    const cards = await deckOf(viewer);
    expect(cards.map((card) => card.id)).toEqual(
      [...cards]
        .sort(
          (a, b) =>
            b.compatibility - a.compatibility ||
            (lastActive.get(b.id) as number) - (lastActive.get(a.id) as number) ||
            a.id - b.id,
        )
        .map((card) => card.id),
    );
    expect(cards).toHaveLength(8);

    await answer(viewer, conversationId, 'not_yet');
    expect(await deckBody(viewer)).toBe(before);
    await reset(viewer);
    expect(await deckBody(viewer)).toBe(before);
  });

  it('puts first, after « j’aimerais le revoir », the man who differs where that match did; its figures unchanged', async () => {
    // Two men: one differing from her in daily life only, one in values only, the first ahead in
    // today's order; she then wants to see again a man who shared everything with her but values.
    const again: LearningAnswer = { answer: 'again', categoryScores: figures(LEA, allButValues) };
    const weights = rankingWeights(learnedWeights([again])) as Float64Array;
    const lea = answerVector(LEA);
    let chosen: { daily: PersonalityAnswers; values: PersonalityAnswers } | undefined;
    for (let seed = 4300; seed < 4400 && !chosen; seed++) {
      const daily = mix(LEA, questionnaireAnswers(seed), ['daily']);
      const values = mix(LEA, questionnaireAnswers(seed + 100), ['values']);
      const [d, v] = [answerVector(daily), answerVector(values)];
      const plainAhead = compatibility(lea, d).overall > compatibility(lea, v).overall;
      const learnedAhead =
        weightedOverallCompatibility(lea, v, weights) > weightedOverallCompatibility(lea, d, weights);
      if (plainAhead && learnedAhead) chosen = { daily, values };
    }
    if (!chosen) throw new Error('no pair of men found for the test');

    const { member } = await neighbourhood(db());
    const viewer = await member(0, { gender: 'female', seeking: 'male', answers: LEA });
    const dailyMan = await member(0, { gender: 'male', seeking: 'female', answers: chosen.daily });
    const valuesMan = await member(0, { gender: 'male', seeking: 'female', answers: chosen.values });
    const met = await member(0, { gender: 'male', seeking: 'female', answers: allButValues });
    const conversationId = await metAfterCall(viewer, met);

    const before = await deckOf(viewer);
    expect(before.map((card) => card.id)).toEqual([dailyMan, valuesMan]);
    const beforeBody = await deckBody(viewer);

    await answer(viewer, conversationId, 'again');
    const after = await deckOf(viewer);
    expect(after.map((card) => card.id)).toEqual([valuesMan, dailyMan]);
    // The cards still show the plain compatibility.
    const figureOf = (cards: typeof before, id: number) =>
      cards.find((card) => card.id === id)?.compatibility;
    expect(figureOf(after, dailyMan)).toBe(figureOf(before, dailyMan));
    expect(figureOf(after, valuesMan)).toBe(figureOf(before, valuesMan));

    await reset(viewer);
    expect(await deckBody(viewer)).toBe(beforeBody);
  });
});

describe('the member’s data', () => {
  it('exports what Lien learned, and erases it with the account', async () => {
    const me = await signUp(client, place.cityId, { firstName: 'Camille' });
    const meId = me.user.id;
    // Her questionnaire, as the upload would leave it, so that her answers keep the pair's figures.
    await saveQuestionnaire(db(), meId, LEA);
    const partner = await createMember(db(), { cityId: place.cityId, gender: 'male', answers: allButValues });
    await answer(meId, await metAfterCall(meId, partner), 'again');
    await reset(meId);
    const other = await createMember(db(), { cityId: place.cityId, gender: 'male', answers: allButValues });
    await answer(meId, await metAfterCall(meId, other), 'again');

    const exported = await client.post('/api/export_my_data', {}, { token: me.token });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = dataExportReply.parse(exported.json());
    expect(data.learning).toEqual(await learnedOf(meId));
    expect(data.learning.answers).toBe(1);
    expect(data.learning.resetAt).not.toBeNull();

    const left = await client.post(
      '/api/delete_account',
      { password: 'motdepasse-solide', reason: 'Autre' },
      { token: me.token },
    );
    expect(left.statusCode, left.body).toBe(200);
    expect(
      await db().selectFrom('learning_resets').selectAll().where('member_id', '=', meId).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('meeting_answers').selectAll().where('member_id', '=', meId).execute(),
    ).toEqual([]);
  });
});

function mapAll(direction: 'more' | 'less'): Record<string, string> {
  return Object.fromEntries(QUESTION_CATEGORY_IDS.map((id) => [id, direction]));
}
