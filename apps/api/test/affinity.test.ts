import { affinityReply, discoveryMessages, QUESTION_CATEGORIES } from '@lien/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerVector } from '../src/features/questionnaire/answer-vector';
import { compatibility } from '../src/features/questionnaire/compatibility';
import { personalityId } from '../src/features/questionnaire/service';
import { createTestApp, type TestApp } from './app';
import { cityNear, createMember, questionnaireAnswers, remotePoint, TestClient, tokenFor } from './factories';

let t: TestApp;
let client: TestClient;
let here: number;

beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
  here = await cityNear(t.database.db, remotePoint());
});
afterAll(() => t.close());

async function idOf(userId: number): Promise<string> {
  const id = await personalityId(t.database.db, userId);
  if (!id) throw new Error('no personality ID');
  return id;
}

async function compare(userId: number, partnerId: string) {
  const query = new URLSearchParams({ partnerId });
  return client.get(`/api/affinity?${query}`, { token: await tokenFor(t.config, userId) });
}

describe('GET /api/affinity/me', () => {
  it('answers null before the questionnaire, then the stable ID', async () => {
    const member = await createMember(t.database.db, { cityId: here, answers: null });
    const token = await tokenFor(t.config, member);
    expect((await client.get('/api/affinity/me', { token })).json()).toEqual({ personalityId: null });
    const other = await createMember(t.database.db, { cityId: here });
    const response = await client.get('/api/affinity/me', { token: await tokenFor(t.config, other) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ personalityId: await idOf(other) });
  });
});

describe('GET /api/affinity?partnerId=', () => {
  it('gives 100 everywhere for identical answers', async () => {
    const answers = questionnaireAnswers(77);
    const [a, b] = [
      await createMember(t.database.db, { cityId: here, answers }),
      await createMember(t.database.db, { cityId: here, answers }),
    ];
    const response = await compare(a, await idOf(b));
    expect(response.statusCode, response.body).toBe(200);
    expect(affinityReply.parse(response.json())).toEqual({
      categories: QUESTION_CATEGORIES.map((category) => ({ name: category.label, level: 100 })),
      overall: 100,
    });
  });

  it("computes the real figures from both members' answers, the ID typed loosely", async () => {
    const [first, second] = [questionnaireAnswers(1), questionnaireAnswers(2)];
    const a = await createMember(t.database.db, { cityId: here, answers: first });
    const b = await createMember(t.database.db, { cityId: here, answers: second });
    const expected = compatibility(answerVector(first), answerVector(second));
    const typed = (await idOf(b)).toLowerCase().replace(/-/g, ' ');
    const response = await compare(a, typed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      categories: QUESTION_CATEGORIES.map((category) => ({
        name: category.label,
        level: expected.categories[category.id],
      })),
      overall: expected.overall,
    });
    // Symmetric.
    expect((await compare(b, await idOf(a))).json().overall).toBe(expected.overall);
  });

  it('refuses an unknown ID, one’s own, and a member without the questionnaire, in French', async () => {
    const member = await createMember(t.database.db, { cityId: here });
    for (const unknown of ['LN-ZZZZ-ZZZZ', 'pas un identifiant']) {
      const response = await compare(member, unknown);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: discoveryMessages.personalityIdUnknown });
    }
    const own = await compare(member, await idOf(member));
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: discoveryMessages.personalityIdSelf });

    const newcomer = await createMember(t.database.db, { cityId: here, answers: null });
    const required = await compare(newcomer, await idOf(member));
    expect(required.statusCode).toBe(400);
    expect(required.json()).toEqual({ error: discoveryMessages.questionnaireRequired });

    expect((await compare(member, '')).statusCode).toBe(400);
  });
});
