import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  moderationMessages,
  type SwipeProfile,
  VERIFICATION_GESTURES,
  VERIFICATION_REFUSAL_REASONS,
  VERIFICATION_REVIEW_DAYS,
  type VerificationState,
  verificationMessages,
} from '@lien/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountService } from '../src/features/account/service';
import { LiveEvents } from '../src/features/realtime/service';
import { RetentionSweep } from '../src/features/retention/sweep';
import { createMailer } from '../src/infra/mail';
import { createPubSub } from '../src/infra/pubsub';
import { createStorage, type Storage } from '../src/infra/storage';
import { useTestApp } from './app';
import { sampleImage, tokenFor, useRemotePlace } from './factories';
import { MEMBER_PASSWORD, useModeration } from './moderation-helpers';

// Photos on a disk folder of the file's own: the retention sweep below erases from the app's store.
const dataDir = mkdtempSync(path.join(tmpdir(), 'lien-verification-'));
const t = useTestApp({ config: { dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { client } = t;
const place = useRemotePlace(t);
const moderation = useModeration(t, place);
const { as } = moderation;
const db = () => t.database.db;

const selfie = async () =>
  `data:image/jpeg;base64,${(await sampleImage('jpeg', 640, 480)).toString('base64')}`;
const status = async (member: number) =>
  (await client.get('/api/photo_verification', as(member))).json<VerificationState>();
const ask = (member: number) => client.post('/api/photo_verification', undefined, as(member));
const send = (member: number, image: string) =>
  client.post('/api/photo_verification/selfie', { image }, as(member));
const decide = (body: Record<string, unknown>, by = moderation.moderator()) =>
  client.post('/api/moderation/verification_decisions', body, as(by));

/** The member's latest request row, as stored. */
const latestRow = (member: number) =>
  db()
    .selectFrom('photo_verifications')
    .selectAll()
    .where('user_id', '=', member)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** A member who asked and sent a selfie: the request's id and its stored selfie key. */
async function submitted(member: number) {
  expect((await ask(member)).statusCode).toBe(200);
  const response = await send(member, await selfie());
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<VerificationState>().status).toBe('submitted');
  const row = await latestRow(member);
  expect(row.selfie_key).toMatch(/\.webp$/);
  return { id: row.id, selfieKey: row.selfie_key ?? '' };
}

const cardOf = async (viewer: number, member: number) => {
  const response = await client.get(`/api/user_profile/${member}`, as(viewer));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SwipeProfile>();
};
const deckOf = async (viewer: number) =>
  (await client.get('/api/swipe_profiles?offset=0&limit=50', as(viewer)))
    .json<{ profiles: SwipeProfile[] }>()
    .profiles.map((profile) => profile.id);

describe('photo verification, member side', () => {
  it('draws a gesture from the list, valid ten minutes, and needs a profile photo', async () => {
    const member = await place.woman();
    expect(await status(member)).toMatchObject({ status: 'none' });
    const response = await ask(member);
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json<VerificationState>();
    expect(state.status).toBe('requested');
    expect(VERIFICATION_GESTURES).toContain(state.gesture);
    const minutes = (Date.parse(state.expiresAt ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const photoless = await place.woman({ photos: 0 });
    const refused = await ask(photoless);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: verificationMessages.photoRequired });
  });

  it('refuses a selfie past the ten minutes, in French, and asks for a new gesture', async () => {
    const member = await place.woman();
    await ask(member);
    await db()
      .updateTable('photo_verifications')
      .set({ requested_at: sql`now() - interval '11 minutes'` })
      .where('user_id', '=', member)
      .execute();
    const late = await send(member, await selfie());
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ error: verificationMessages.requestExpired });
    expect((await status(member)).status).toBe('expired');
    expect((await ask(member)).json<VerificationState>().status).toBe('requested');
  });

  it('judges the upload by its content: text or a forged image is a French 400', async () => {
    const member = await place.woman();
    await ask(member);
    for (const image of [
      'pas du base64 !',
      Buffer.from('Bonjour, je suis un fichier texte.').toString('base64'),
      `data:image/jpeg;base64,${Buffer.from('\xff\xd8\xff\xe0 pas une vraie image').toString('base64')}`,
    ]) {
      const response = await send(member, image);
      expect(response.statusCode, image).toBe(400);
      expect(response.json()).toEqual({ error: verificationMessages.notAnImage });
    }
    expect((await status(member)).status).toBe('requested');
  });

  it('takes a selfie only for the member’s own open request', async () => {
    const owner = await place.woman();
    const other = await place.woman();
    await ask(owner);
    const response = await send(other, await selfie());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: verificationMessages.noRequest });
    expect((await latestRow(owner)).status).toBe('requested');
    expect((await status(other)).status).toBe('none');
  });

  it('withdraws a sent selfie and erases it from storage', async () => {
    const member = await place.woman();
    const { selfieKey } = await submitted(member);
    expect((await client.get(`/photos/${selfieKey}`)).statusCode).toBe(200);
    const response = await client.delete('/api/photo_verification', as(member));
    expect(response.json<VerificationState>().status).toBe('none');
    expect((await client.get(`/photos/${selfieKey}`)).statusCode).toBe(404);
    expect((await latestRow(member)).selfie_key).toBeNull();
  });
});

describe('photo verification, moderation', () => {
  it('is for moderators only, and a member never sees another’s request', async () => {
    const member = await place.woman();
    const { id } = await submitted(member);
    const stranger = await place.woman();
    for (const response of [
      await client.get('/api/moderation/verifications', as(stranger)),
      await client.get(`/api/moderation/verifications/${id}`, as(stranger)),
      await client.get(`/api/moderation/verifications/${id}`, as(member)),
      await decide({ verificationId: id, outcome: 'approve' }, stranger),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: moderationMessages.moderatorsOnly });
    }
    expect((await status(member)).status).toBe('submitted');
  });

  it('approves: the selfie is erased, the decision stays, the badge shows on the card and the profile', async () => {
    const member = await place.woman({ firstName: 'Inès' });
    const viewer = await place.man();
    expect((await cardOf(viewer, member)).isVerified).toBe(false);
    const { id, selfieKey } = await submitted(member);

    const queue = await client.get('/api/moderation/verifications', as(moderation.moderator()));
    const listed = queue.json<{ verifications: { id: number; gesture: string }[] }>().verifications;
    expect(listed.find((item) => item.id === id)?.gesture).toBe((await latestRow(member)).gesture);
    const review = await client.get(`/api/moderation/verifications/${id}`, as(moderation.moderator()));
    expect(review.statusCode, review.body).toBe(200);
    expect(review.headers['cache-control']).toBe('no-store');
    const opened = review.json<{ selfie: string; photoUrls: string[] }>();
    expect(opened.selfie).toMatch(/^data:image\/webp;base64,/);
    expect(opened.photoUrls).toHaveLength(3);

    const decided = await decide({ verificationId: id, outcome: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await client.get(`/photos/${selfieKey}`)).statusCode).toBe(404);
    const row = await latestRow(member);
    expect(row).toMatchObject({ status: 'approved', selfie_key: null, moderator_id: moderation.moderator() });
    expect(row.decided_at).toBeInstanceOf(Date);
    expect((await status(member)).status).toBe('approved');
    expect((await cardOf(viewer, member)).isVerified).toBe(true);
    expect((await deckOf(viewer)).includes(member)).toBe(true);
    const mails = await moderation.mailsTo(await moderation.emailOf(member));
    expect(mails.at(-1)?.subject).toBe('Votre profil est vérifié');

    // Decided once: a second decision finds nothing.
    expect((await decide({ verificationId: id, outcome: 'approve' })).statusCode).toBe(404);
    // The member may hide the badge, and show it again; the verification stays.
    const hidden = await client.put('/api/photo_verification/badge', { shown: false }, as(member));
    expect(hidden.json<VerificationState>()).toMatchObject({ status: 'approved', badgeShown: false });
    expect((await cardOf(viewer, member)).isVerified).toBe(false);
    await client.put('/api/photo_verification/badge', { shown: true }, as(member));
    expect((await cardOf(viewer, member)).isVerified).toBe(true);
  });

  it('refuses with a reason and words of the moderator, which the member reads', async () => {
    const member = await place.woman();
    const { id, selfieKey } = await submitted(member);
    const reason = VERIFICATION_REFUSAL_REASONS[1];
    const response = await decide({
      verificationId: id,
      outcome: 'refuse',
      reason,
      note: 'Le pouce est caché.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await status(member)).toMatchObject({ status: 'refused', reason, note: 'Le pouce est caché.' });
    expect((await client.get(`/photos/${selfieKey}`)).statusCode).toBe(404);
    expect(await latestRow(member)).toMatchObject({
      status: 'refused',
      refusal_reason: reason,
      selfie_key: null,
    });
    const mails = await moderation.mailsTo(await moderation.emailOf(member));
    expect(mails.at(-1)?.text_body).toContain(reason);
    // Refused, they may ask again.
    expect((await ask(member)).json<VerificationState>().status).toBe('requested');
    // Their data export tells of the decision, never of the selfie.
    const exported = await client.post('/api/export_my_data', {}, as(member));
    expect(exported.json<{ photoVerifications: unknown[] }>().photoVerifications).toEqual([
      expect.objectContaining({
        status: 'refused',
        refusalReason: reason,
        refusalNote: 'Le pouce est caché.',
      }),
      expect.objectContaining({ status: 'requested', decidedAt: null }),
    ]);

    const unknownReason = await decide({ verificationId: id, outcome: 'refuse', reason: 'Parce que.' });
    expect(unknownReason.statusCode).toBe(400);
  });
});

describe('photo verification, afterwards', () => {
  it('ends when the main photo changes, and the member is told', async () => {
    const member = await place.woman();
    const viewer = await place.man();
    await decide({ verificationId: (await submitted(member)).id, outcome: 'approve' });
    const photos = await db()
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', member)
      .orderBy('position')
      .execute();
    const [first, second, third] = photos.map((photo) => photo.id);

    const same = await client.post(
      '/api/update_photos_order',
      { photoIds: [first, third, second] },
      as(member),
    );
    expect(same.json()).toEqual({ status: 'ok' });
    expect((await status(member)).status).toBe('approved');

    const changed = await client.post(
      '/api/update_photos_order',
      { photoIds: [second, first, third] },
      as(member),
    );
    expect(changed.json()).toEqual({ status: 'ok', message: verificationMessages.revoked });
    expect((await status(member)).status).toBe('revoked');
    expect((await cardOf(viewer, member)).isVerified).toBe(false);
  });

  it('ends when the main photo is deleted', async () => {
    const member = await place.woman({ photos: 4 });
    await decide({ verificationId: (await submitted(member)).id, outcome: 'approve' });
    const main = await db()
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', member)
      .where('position', '=', 0)
      .executeTakeFirstOrThrow();
    const response = await client.delete(`/api/delete_photo/${main.id}`, as(member));
    expect(response.json()).toEqual({ status: 'ok', message: verificationMessages.revoked });
    expect((await status(member)).status).toBe('revoked');
  });

  it('filters the deck to verified members when the member asks for it', async () => {
    const viewer = await place.man();
    const verified = await place.woman();
    const unverified = await place.woman();
    await db()
      .updateTable('users')
      .set({ photo_verified_at: new Date() })
      .where('id', '=', verified)
      .execute();
    const before = await deckOf(viewer);
    expect(before).toEqual(expect.arrayContaining([verified, unverified]));

    const saved = await client.post(
      '/api/update_profile',
      { field: 'preferencesVerifiedOnly', value: true },
      { token: tokenFor(t.config, viewer) },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await deckOf(viewer);
    expect(after).toContain(verified);
    expect(after).not.toContain(unverified);
    const profile = await client.get('/api/my_profile', as(viewer));
    expect(profile.json<{ preferences: { verifiedOnly: boolean } }>().preferences.verifiedOnly).toBe(true);

    // The deck row follows the member's row (the deck's refresh trigger).
    await db().updateTable('users').set({ photo_verified_at: null }).where('id', '=', verified).execute();
    expect(await deckOf(viewer)).not.toContain(verified);
  });

  it('erases a selfie awaiting decision with the account', async () => {
    const { id: member } = await moderation.memberWithPassword({ gender: 'female', seeking: 'male' });
    const { selfieKey } = await submitted(member);
    const response = await client.post(
      '/api/delete_account',
      { password: MEMBER_PASSWORD, reason: 'Je fais une pause' },
      as(member),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await client.get(`/photos/${selfieKey}`)).statusCode).toBe(404);
  });

  it('erases a selfie no moderator decided within the review days, tells the member, who may ask again', async () => {
    const lapsing = await place.woman();
    const waiting = await place.woman();
    const old = await submitted(lapsing);
    const young = await submitted(waiting);
    const day = 24 * 60 * 60 * 1000;
    const sentAgo = async (id: number, ms: number) =>
      db()
        .updateTable('photo_verifications')
        .set({ submitted_at: new Date(Date.now() - ms) })
        .where('id', '=', id)
        .execute();
    await sentAgo(old.id, VERIFICATION_REVIEW_DAYS * day + 60_000);
    await sentAgo(young.id, VERIFICATION_REVIEW_DAYS * day - 60 * 60_000);
    // The hourly retention sweep, as the app runs it.
    const storage = await createStorage(t.config);
    const sweepWith = (store: Storage) =>
      new RetentionSweep({
        db: db(),
        mailer: createMailer({ db: db(), smtp: false }),
        storage: store,
        accounts: new AccountService(
          { db: db(), storage, live: new LiveEvents(createPubSub(t.config)) },
          t.app.log,
        ),
        publicUrl: 'http://lien.test',
      });
    const sweep = sweepWith(storage);

    // A store that fails leaves the request as it was, for the next round.
    const failing = Object.assign(Object.create(storage) as Storage, {
      delete: () => Promise.reject(new Error('stockage indisponible')),
    });
    await expect(sweepWith(failing).runOnce()).rejects.toThrow('stockage indisponible');
    expect(await latestRow(lapsing)).toMatchObject({ status: 'submitted', selfie_key: old.selfieKey });

    expect((await sweep.runOnce()).lapsedSelfies).toBe(1);
    expect((await client.get(`/photos/${old.selfieKey}`)).statusCode).toBe(404);
    expect((await client.get(`/photos/${young.selfieKey}`)).statusCode).toBe(200);
    const row = await latestRow(lapsing);
    expect(row).toMatchObject({ status: 'lapsed', selfie_key: null, moderator_id: null });
    expect(row.decided_at).toBeInstanceOf(Date);
    expect((await status(lapsing)).status).toBe('lapsed');
    expect((await status(waiting)).status).toBe('submitted');
    const mails = await moderation.mailsTo(await moderation.emailOf(lapsing));
    expect(mails.at(-1)?.subject).toBe('Votre selfie n’a pas pu être examiné');
    expect(mails.at(-1)?.text_body).toContain(`dans les ${VERIFICATION_REVIEW_DAYS} jours`);

    // Gone from the console; no decision can be taken on it any more.
    const queue = await client.get('/api/moderation/verifications', as(moderation.moderator()));
    const listed = queue.json<{ verifications: { id: number }[] }>().verifications.map((item) => item.id);
    expect(listed).toContain(young.id);
    expect(listed).not.toContain(old.id);
    expect((await decide({ verificationId: old.id, outcome: 'approve' })).statusCode).toBe(404);
    // Lapsed once: the next round finds nothing, and the member may ask again.
    expect((await sweep.runOnce()).lapsedSelfies).toBe(0);
    expect((await moderation.mailsTo(await moderation.emailOf(lapsing))).length).toBe(mails.length);
    expect((await ask(lapsing)).json<VerificationState>().status).toBe('requested');
  });
});
