import { FEEDBACK_COMMENT_MAX_LENGTH, feedbackMessages } from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './app';
import { TestClient, tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

/** The feedback rows stored since the given id, oldest first. */
async function storedAfter(id: number) {
  return t.database.db
    .selectFrom('feedback')
    .select(['id', 'user_id', 'rating', 'comment'])
    .where('id', '>', id)
    .orderBy('id')
    .execute();
}
async function lastId(): Promise<number> {
  const row = await t.database.db
    .selectFrom('feedback')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe('POST /api/submit_feedback', () => {
  it('keeps an anonymous rating and comment, trimmed and without HTML', async () => {
    const before = await lastId();
    const response = await client.post('/api/submit_feedback', {
      rating: 4,
      comment: '  Très <b>bonne</b> appli<script>alert(1)</script>  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(await storedAfter(before)).toEqual([
      expect.objectContaining({ user_id: null, rating: 4, comment: 'Très bonne appli' }),
    ]);
  });

  it("signs the feedback with the member's id when a valid session is sent", async () => {
    const member = await place.member();
    const before = await lastId();
    const response = await client.post(
      '/api/submit_feedback',
      { rating: 5 },
      { token: await tokenFor(t.config, member) },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedAfter(before)).toEqual([
      expect.objectContaining({ user_id: member, rating: 5, comment: null }),
    ]);
  });

  it('stores the feedback anonymously when the token is forged rather than losing it', async () => {
    const before = await lastId();
    const response = await client.post(
      '/api/submit_feedback',
      { rating: 2, comment: '   ' },
      { token: 'forgé' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedAfter(before)).toEqual([
      expect.objectContaining({ user_id: null, rating: 2, comment: null }),
    ]);
  });

  it('refuses a missing or out-of-range rating and an over-long comment, storing nothing', async () => {
    const before = await lastId();
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: '5' }]) {
      const response = await client.post('/api/submit_feedback', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    const long = await client.post('/api/submit_feedback', {
      rating: 3,
      comment: 'a'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: feedbackMessages.commentTooLong });
    expect(await storedAfter(before)).toEqual([]);
  });

  it('refuses a call without the CSRF token', async () => {
    const response = await client.post('/api/submit_feedback', { rating: 3 }, { withoutCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: serverMessages.csrfInvalid });
  });

  it('limits how much feedback one address can send', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const limitedClient = await new TestClient(limited.app).start();
      for (let sent = 0; sent < 10; sent += 1) {
        expect((await limitedClient.post('/api/submit_feedback', { rating: 3 })).statusCode).toBe(200);
      }
      const refused = await limitedClient.post('/api/submit_feedback', { rating: 3 });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: serverMessages.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
