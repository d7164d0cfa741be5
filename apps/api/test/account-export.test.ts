import { dataExportReply } from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import {
  answerQuestionnaire,
  birthDateYearsAgo,
  createCity,
  giveInterests,
  givePhotos,
  latestMailTo,
  signUp,
  uniqueEmail,
} from './factories';

const t = useTestApp();
const { client } = t;
let cityId: number;

beforeAll(async () => {
  cityId = await createCity(t.database.db, { name: 'Nantes-Test', zip: '44000' });
});

const send = (token: string, conversationID: number, messageContent: string) =>
  client.post('/api/send_message', { conversationID, messageContent }, { token });

describe('POST /api/export_my_data', () => {
  it("holds the member's data as a JSON attachment, and nobody else's", async () => {
    const me = await signUp(client, cityId, { firstName: 'Camille', linkedin: 'https://exemple.fr/camille' });
    const partner = await signUp(client, cityId, {
      firstName: 'Dominique',
      lastName: 'Secret-Partenaire',
      phone: '0711111111',
      birthDate: birthDateYearsAgo(41, 3),
    });
    const stranger = await signUp(client, cityId, {
      firstName: 'Eden',
      lastName: 'Secret-Inconnu',
      phone: '0722222222',
      birthDate: birthDateYearsAgo(52, 7),
    });
    const photoIds = await givePhotos(client, me.token, 3);
    await giveInterests(client, me.token, ['Yoga']);
    const personalityId = await answerQuestionnaire(client, me.token);
    const { db } = t.database;
    await db
      .insertInto('swipes')
      .values([
        { swiper_id: me.user.id, swiped_id: partner.user.id, liked: true, super_like: true },
        { swiper_id: me.user.id, swiped_id: stranger.user.id, liked: false },
        { swiper_id: stranger.user.id, swiped_id: me.user.id, liked: true },
      ])
      .execute();
    await db
      .insertInto('reports')
      .values([
        { reporter_id: me.user.id, reported_id: stranger.user.id, reason: 'Harcèlement' },
        { reporter_id: stranger.user.id, reported_id: me.user.id, reason: 'Autre' },
      ])
      .execute();
    const conversationID = await matchMembers(db, me.user.id, partner.user.id);
    await send(me.token, conversationID, 'Bonjour Dominique');
    await send(partner.token, conversationID, 'Bonjour Camille');
    // A conversation the member is not in.
    const elsewhere = await matchMembers(db, partner.user.id, stranger.user.id);
    await send(stranger.token, elsewhere, 'Message privé entre deux autres');

    await db
      .insertInto('notification_preferences')
      .values({ user_id: me.user.id, messages: true, matches: false, calls: true, email_digest: false })
      .execute();
    const device = (user: number, name: string) => ({
      user_id: user,
      endpoint: `https://push.exemple.fr/${name}`,
      p256dh: `cle-publique-${name}`,
      auth: `secret-${name}`,
    });
    await db
      .insertInto('push_subscriptions')
      .values([device(me.user.id, 'telephone'), device(stranger.user.id, 'autre')])
      .execute();
    // « À vous de jouer »: her reminder about Dominique's message (his own about hers stays out).
    await db
      .insertInto('turn_reminders')
      .values([
        { member_id: me.user.id, conversation_id: conversationID, channel: 'push' },
        { member_id: partner.user.id, conversation_id: conversationID, channel: 'digest' },
      ])
      .execute();

    const response = await client.post('/api/export_my_data', {}, { token: me.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = dataExportReply.parse(response.json());

    expect(data.account).toMatchObject({ id: me.user.id, email: me.payload.email, hasPassword: true });
    expect(data.profile).toMatchObject({
      firstName: 'Camille',
      lastName: me.payload.lastName,
      phone: me.payload.phone,
      birthDate: me.payload.birthDate,
      city: { id: cityId, name: 'Nantes-Test', zipCode: '44000' },
      linkedin: 'https://exemple.fr/camille',
    });
    expect(data.interests).toEqual(['Yoga']);
    expect(data.questionnaire?.personalityId).toBe(personalityId);
    expect(Object.keys(data.questionnaire?.answers ?? {}).length).toBeGreaterThan(50);
    expect(data.photos.map((photo) => photo.id)).toEqual(photoIds);
    for (const photo of data.photos) expect(photo.url).toMatch(/^http:\/\/lien\.test\/photos\//);
    expect(data.swipes.map(({ userId, liked, superLike }) => ({ userId, liked, superLike }))).toEqual([
      { userId: partner.user.id, liked: true, superLike: true },
      { userId: stranger.user.id, liked: false, superLike: false },
    ]);
    expect(data.matches).toEqual([
      { with: { id: partner.user.id, firstName: 'Dominique' }, at: expect.any(String) },
    ]);
    expect(data.conversations).toEqual([
      {
        conversationId: conversationID,
        with: { id: partner.user.id, firstName: 'Dominique' },
        messages: [
          { fromMe: true, content: 'Bonjour Dominique', sentAt: expect.any(String) },
          { fromMe: false, content: 'Bonjour Camille', sentAt: expect.any(String) },
        ],
        ending: null,
      },
    ]);
    expect(data.reports).toEqual([
      { reportedUserId: stranger.user.id, reason: 'Harcèlement', at: expect.any(String) },
    ]);
    expect(data.notifications).toEqual({
      preferences: { messages: true, matches: false, calls: true, dailyPick: true, emailDigest: false },
      pushDevices: [{ endpoint: 'https://push.exemple.fr/telephone', subscribedAt: expect.any(String) }],
      turnReminders: [
        {
          conversationId: conversationID,
          with: { id: partner.user.id, firstName: 'Dominique' },
          channel: 'push',
          remindedAt: expect.any(String),
          digestedAt: null,
        },
      ],
    });

    // Nothing personal of anyone else: no address, last name or phone, no one else's conversation.
    const text = response.body;
    for (const other of [partner, stranger]) {
      expect(text).not.toContain(other.payload.email);
      expect(text).not.toContain(other.payload.lastName);
      expect(text).not.toContain(other.payload.phone);
      expect(text).not.toContain(other.payload.birthDate);
    }
    expect(text).not.toContain('Message privé entre deux autres');
    expect(text).not.toContain('password');
    // A device's keys let one write to it: they stay on the server.
    expect(text).not.toContain('secret-telephone');
    expect(text).not.toContain('cle-publique-telephone');
  });

  it('needs a session', async () => {
    const response = await client.post('/api/export_my_data', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
  });
});

describe('forgot password and demo members', () => {
  it('mails a real member but never a demo one, with the same reply', async () => {
    const real = await signUp(client, cityId);
    const demoEmail = uniqueEmail('demo').replace(/@.*/, '@demo.lien.invalid');
    const demo = await t.database.db
      .insertInto('users')
      .values({
        email: demoEmail,
        password_hash: null,
        first_name: 'Démo',
        last_name: 'Membre',
        phone: '0600000000',
        birth_date: '1990-01-01',
        gender: 'female',
        seeking: 'male',
        city_id: cityId,
        // Marked made up, as the demo world marks the members it makes (migration 0031).
        is_demo: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('demo_members')
      .values({ user_id: demo.id, seed: 1, seed_index: 999_999, likes_back: false, reply_delay_seconds: 0 })
      .execute();

    const demoReply = await client.post('/api/forgot_password', { email: demoEmail });
    const realReply = await client.post('/api/forgot_password', { email: real.payload.email });
    expect(demoReply.statusCode).toBe(200);
    expect(demoReply.json()).toEqual(realReply.json());
    // Each reply comes before its mail is written; the demo's request came first and its work is the
    // same sequence of queries (account, token, mail), so once the real member's mail is queued a mail
    // or a reset token for the demo member would be there too.
    await latestMailTo(client, real.payload.email.toLowerCase(), 'Réinitialisation de votre mot de passe');
    const db = t.database.db;
    const demoTokens = await db
      .selectFrom('email_tokens')
      .select('id')
      .where('user_id', '=', demo.id)
      .execute();
    const demoMails = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', demoEmail)
      .execute();
    expect(demoTokens).toEqual([]);
    expect(demoMails).toEqual([]);
    const mails = (await client.get('/dev/mailbox.json')).json<{ to: string }[]>();
    expect(mails.some((mail) => mail.to === demoEmail)).toBe(false);
  });
});
