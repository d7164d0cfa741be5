import { affinityReply } from '@lien/contract';
import { QUESTION_CATEGORIES } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { answerVector } from '../src/features/questionnaire/answer-vector';
import { compatibility } from '../src/features/questionnaire/compatibility';
import { personalityId } from '../src/features/questionnaire/service';
import { useTestApp } from './app';
import { questionnaireAnswers, tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

async function share(userId: number, shared = true) {
  return client.post('/api/affinity/sharing', { shared }, { token: await tokenFor(t.config, userId) });
}

/** The member's ID, shared: what they would hand to someone to compare with them. */
async function idOf(userId: number): Promise<string> {
  const id = await personalityId(t.database.db, userId);
  if (!id) throw new Error('no personality ID');
  expect((await share(userId)).statusCode).toBe(200);
  return id;
}

async function compare(userId: number, partnerId: string) {
  const query = new URLSearchParams({ partnerId });
  return client.get(`/api/affinity?${query}`, { token: await tokenFor(t.config, userId) });
}

describe('GET /api/affinity/me', () => {
  it('answers null before the questionnaire, then the stable ID, not shared until the member says so', async () => {
    const member = await place.member({ answers: null });
    const token = await tokenFor(t.config, member);
    expect((await client.get('/api/affinity/me', { token })).json()).toEqual({
      personalityId: null,
      shared: false,
    });
    const other = await place.member();
    const otherToken = await tokenFor(t.config, other);
    const response = await client.get('/api/affinity/me', { token: otherToken });
    expect(response.statusCode).toBe(200);
    const id = await personalityId(t.database.db, other);
    expect(response.json()).toEqual({ personalityId: id, shared: false });
    expect((await share(other)).json()).toEqual({ shared: true });
    expect((await client.get('/api/affinity/me', { token: otherToken })).json()).toEqual({
      personalityId: id,
      shared: true,
    });
  });

  it('refuses to share before the questionnaire, when there is no ID', async () => {
    const newcomer = await place.member({ answers: null });
    const response = await share(newcomer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: discoveryMessages.questionnaireRequired });
  });
});

describe('GET /api/affinity?partnerId=', () => {
  it('gives 100 everywhere for identical answers', async () => {
    const answers = questionnaireAnswers(77);
    const [a, b] = [await place.member({ answers }), await place.member({ answers })];
    const response = await compare(a, await idOf(b));
    expect(response.statusCode, response.body).toBe(200);
    expect(affinityReply.parse(response.json())).toEqual({
      categories: QUESTION_CATEGORIES.map((category) => ({ name: category.label, level: 100 })),
      overall: 100,
    });
  });

  it("computes the real figures from both members' answers, the ID typed loosely", async () => {
    const [first, second] = [questionnaireAnswers(1), questionnaireAnswers(2)];
    const a = await place.member({ answers: first });
    const b = await place.member({ answers: second });
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
    const member = await place.member();
    for (const unknown of ['LN-ZZZZ-ZZZZ', 'pas un identifiant']) {
      const response = await compare(member, unknown);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: discoveryMessages.personalityIdUnknown });
    }
    const own = await compare(member, await idOf(member));
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: discoveryMessages.personalityIdSelf });

    const newcomer = await place.member({ answers: null });
    const required = await compare(newcomer, await idOf(member));
    expect(required.statusCode).toBe(400);
    expect(required.json()).toEqual({ error: discoveryMessages.questionnaireRequired });

    expect((await compare(member, '')).statusCode).toBe(400);
  });

  it('answers an ID not shared, no longer shared, or across a block as it answers an unknown one', async () => {
    const me = await place.member();
    const her = await place.member({ gender: 'male', seeking: 'female' });
    const herId = await personalityId(t.database.db, her);
    const unknown = { error: discoveryMessages.personalityIdUnknown };

    const notShared = await compare(me, herId ?? '');
    expect(notShared.statusCode).toBe(404);
    expect(notShared.json()).toEqual(unknown);

    await share(her);
    expect((await compare(me, herId ?? '')).statusCode).toBe(200);
    await share(her, false);
    expect((await compare(me, herId ?? '')).json()).toEqual(unknown);

    // A block in either direction hides the two here too.
    await share(her);
    const blocked = await client.post(
      '/api/block_profile',
      { userId: me },
      { token: await tokenFor(t.config, her) },
    );
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await compare(me, herId ?? '')).json()).toEqual(unknown);
  });
});
