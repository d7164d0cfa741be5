import {
  accountMessages,
  type ChatMessage,
  type Conversation,
  type DeleteAccountRequest,
} from '@lien/contract';
import { chatMessages, serverMessages } from '@lien/contract/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import {
  answerQuestionnaire,
  createCity,
  giveInterests,
  givePhotos,
  signUp,
  signUpVerified,
  TestClient,
} from './factories';

const t = useTestApp();
const { client } = t;
let cityId: number;

beforeAll(async () => {
  cityId = await createCity(t.database.db, { name: 'Rennes-Test', zip: '35000' });
});

const PASSWORD = 'motdepasse-solide';
const leave = (token: string | undefined, body: Partial<DeleteAccountRequest> | Record<string, unknown>) =>
  client.post('/api/delete_account', body, { token });
const photoUrls = async (token: string) =>
  (await client.get('/api/my_photos', { token }))
    .json<{ photos: { url: string; thumbnailUrl: string }[] }>()
    .photos.flatMap((photo) => [photo.url, photo.thumbnailUrl]);
const deletions = () => t.database.db.selectFrom('account_deletions').selectAll().orderBy('id').execute();
const loginStatus = async (email: string) =>
  (await client.post('/api/login', { email, password: PASSWORD })).statusCode;

/** Every row naming the member, table by table: what deletion must leave empty. */
async function rowsOf(userId: number, email: string) {
  const { db } = t.database;
  const count = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length;
  return {
    users: await count(db.selectFrom('users').select('id').where('id', '=', userId)),
    photos: await count(db.selectFrom('photos').select('id').where('user_id', '=', userId)),
    interests: await count(db.selectFrom('user_interests').select('user_id').where('user_id', '=', userId)),
    answers: await count(
      db.selectFrom('personality_profiles').select('user_id').where('user_id', '=', userId),
    ),
    preferences: await count(
      db.selectFrom('encounter_preferences').select('user_id').where('user_id', '=', userId),
    ),
    swipes: await count(
      db
        .selectFrom('swipes')
        .select('swiper_id')
        .where((eb) => eb.or([eb('swiper_id', '=', userId), eb('swiped_id', '=', userId)])),
    ),
    matches: await count(
      db
        .selectFrom('matches')
        .select('id')
        .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)])),
    ),
    reports: await count(db.selectFrom('reports').select('id').where('reporter_id', '=', userId)),
    tokens: await count(db.selectFrom('email_tokens').select('id').where('user_id', '=', userId)),
    signedMessages: await count(db.selectFrom('messages').select('id').where('sender_id', '=', userId)),
    conversationPlaces: await count(
      db.selectFrom('conversation_members').select('user_id').where('user_id', '=', userId),
    ),
    mails: await count(db.selectFrom('mail_outbox').select('id').where('to_address', '=', email)),
  };
}

/** A member with everything a real one has: photos, interests, questionnaire, a match and a chat. */
async function fullMember() {
  const me = await signUpVerified(client, cityId, { firstName: 'Camille' });
  const partner = await signUp(client, cityId, { firstName: 'Dominique' });
  await givePhotos(client, me.token, 3);
  await giveInterests(client, me.token, ['Yoga']);
  await answerQuestionnaire(client, me.token);
  const conversationID = await matchMembers(t.database.db, me.user.id, partner.user.id);
  await t.database.db
    .insertInto('swipes')
    .values([
      { swiper_id: me.user.id, swiped_id: partner.user.id, liked: true },
      { swiper_id: partner.user.id, swiped_id: me.user.id, liked: true },
    ])
    .execute();
  const stranger = await signUp(client, cityId);
  await t.database.db
    .insertInto('reports')
    .values({ reporter_id: me.user.id, reported_id: stranger.user.id, reason: 'Faux profil/Arnaque' })
    .execute();
  for (const [token, messageContent] of [
    [me.token, 'Bonjour Dominique'],
    [partner.token, 'Bonjour Camille'],
  ] as const) {
    const sent = await client.post('/api/send_message', { conversationID, messageContent }, { token });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  return { me, partner, conversationID };
}

describe('POST /api/delete_account', () => {
  it('with a wrong password fails and deletes nothing', async () => {
    const { me } = await fullMember();
    const before = await rowsOf(me.user.id, me.payload.email);
    const urls = await photoUrls(me.token);
    const recorded = (await deletions()).length;

    const response = await leave(me.token, { password: 'pas-le-bon', reason: 'Je fais une pause' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: accountMessages.wrongPassword });

    expect(await rowsOf(me.user.id, me.payload.email)).toEqual(before);
    expect(before.photos).toBe(3);
    for (const url of urls) expect((await client.get(url)).statusCode).toBe(200);
    expect((await client.get('/api/my_profile', { token: me.token })).statusCode).toBe(200);
    expect(await loginStatus(me.payload.email)).toBe(200);
    expect(await deletions()).toHaveLength(recorded);
  });

  it('erases the member: no login, no session, no photo files, no rows; the partner keeps the thread, unsigned', async () => {
    const { me, partner, conversationID } = await fullMember();
    const urls = await photoUrls(me.token);
    const response = await leave(me.token, {
      password: PASSWORD,
      reason: 'Autre',
      comment: '<b>Trop</b> de trajets',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', message: accountMessages.accountDeleted });

    expect(await loginStatus(me.payload.email)).toBe(401);
    const oldSession = await client.get('/api/my_profile', { token: me.token });
    expect(oldSession.statusCode).toBe(401);
    expect(oldSession.json()).toEqual({ error: serverMessages.unauthenticated });
    expect(urls).toHaveLength(6);
    for (const url of urls) expect((await client.get(url)).statusCode).toBe(404);
    expect(Object.values(await rowsOf(me.user.id, me.payload.email)).every((n) => n === 0)).toBe(true);

    // The other person's thread still loads, with the deleted person's message kept unsigned.
    const list = await client.get('/api/conversations', { token: partner.token });
    expect(list.statusCode).toBe(200);
    const [shown] = list.json<{ conversations: Conversation[] }>().conversations;
    expect(shown).toMatchObject({
      conversationID,
      participantDeleted: true,
      participant: { id: 0, firstName: chatMessages.deletedUser, lastName: '', photoUrl: null },
    });
    const thread = await client.get(`/api/conversation_messages?conversationID=${conversationID}`, {
      token: partner.token,
    });
    expect(thread.statusCode).toBe(200);
    expect(
      thread.json<{ messages: ChatMessage[] }>().messages.map((m) => [m.senderUserID, m.messageContent]),
    ).toEqual([
      [null, 'Bonjour Dominique'],
      [partner.user.id, 'Bonjour Camille'],
    ]);

    // What stays for statistics says why, and nothing about who.
    const record = (await deletions()).at(-1);
    expect(record).toEqual({
      id: expect.any(Number),
      reason: 'Autre',
      comment: 'Trop de trajets',
      deleted_on: expect.anything(),
    });
  });

  it('keeps the comment only for "Autre"', async () => {
    const { token } = await signUp(client, cityId);
    const response = await leave(token, {
      password: PASSWORD,
      reason: "J'ai trouvé quelqu'un",
      comment: 'Merci pour tout',
    });
    expect(response.statusCode).toBe(200);
    expect((await deletions()).at(-1)).toMatchObject({ reason: "J'ai trouvé quelqu'un", comment: null });
  });

  it.each([
    ['no reason', { password: PASSWORD }, accountMessages.reasonRequired],
    ['a reason outside the list', { password: PASSWORD, reason: 'Ennui' }, accountMessages.reasonRequired],
    ['no password', { reason: 'Je fais une pause' }, accountMessages.passwordRequired],
    ['an empty password', { password: '', reason: 'Je fais une pause' }, accountMessages.passwordRequired],
    [
      'a comment too long',
      { password: PASSWORD, reason: 'Autre', comment: 'a'.repeat(1001) },
      accountMessages.commentTooLong,
    ],
  ])('refuses %s with the French message and deletes nothing', async (_case, body, message) => {
    const { token, payload } = await signUp(client, cityId);
    const response = await leave(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await loginStatus(payload.email)).toBe(200);
  });

  it('refuses an account without a password (LinkedIn) and says how to set one', async () => {
    const { token, user, payload } = await signUp(client, cityId);
    await t.database.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    const response = await leave(token, { password: 'quelconque', reason: 'Je fais une pause' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: accountMessages.noPassword });
    expect((await rowsOf(user.id, payload.email)).users).toBe(1);
  });

  it('needs a session and the CSRF token', async () => {
    const body = { password: PASSWORD, reason: 'Je fais une pause' };
    expect((await leave(undefined, body)).statusCode).toBe(401);
    const { token, payload } = await signUp(client, cityId);
    const withoutCsrf = await client.post('/api/delete_account', body, { token, withoutCsrf: true });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(await loginStatus(payload.email)).toBe(200);
  });
});

describe('deleting photos once onboarding is done', () => {
  const remove = (token: string, id: string) => client.delete(`/api/delete_photo/${id}`, { token });

  it('never goes below 3 photos, with a French message', async () => {
    const { token } = await signUp(client, cityId);
    const [first] = await givePhotos(client, token, 3);
    await giveInterests(client, token, ['Yoga']);
    await answerQuestionnaire(client, token);
    const response = await remove(token, first ?? '');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: accountMessages.photosMinimum });
    expect(await photoUrls(token)).toHaveLength(6);
  });

  it('deletes the fourth one, and any during onboarding', async () => {
    const done = await signUp(client, cityId);
    const [first] = await givePhotos(client, done.token, 4);
    await giveInterests(client, done.token, ['Yoga']);
    await answerQuestionnaire(client, done.token);
    expect((await remove(done.token, first ?? '')).statusCode).toBe(200);

    const onboarding = await signUp(client, cityId);
    const [only] = await givePhotos(client, onboarding.token, 3);
    await giveInterests(client, onboarding.token, ['Yoga']);
    expect((await remove(onboarding.token, only ?? '')).statusCode).toBe(200);
  });

  it('answers "not found" for a stranger\'s photo, whatever the count', async () => {
    const owner = await signUp(client, cityId);
    const [photo] = await givePhotos(client, owner.token, 1);
    const other = await signUp(client, cityId);
    await givePhotos(client, other.token, 3);
    await giveInterests(client, other.token, ['Yoga']);
    await answerQuestionnaire(client, other.token);
    expect((await remove(other.token, photo ?? '')).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('stops password guessing through the deletion dialog', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const limitedClient = await new TestClient(limited.app).start();
      const city = await createCity(limited.database.db);
      const { token } = await signUp(limitedClient, city);
      const body = { password: 'pas-le-bon', reason: 'Je fais une pause' };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await limitedClient.post('/api/delete_account', body, { token })).statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
