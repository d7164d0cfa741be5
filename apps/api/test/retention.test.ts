import { hasSensitiveAnswers } from '@lien/contract/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '../src/features/account/service';
import { LiveEvents } from '../src/features/realtime/service';
import { RETENTION } from '../src/features/retention/policy';
import { RetentionSweep } from '../src/features/retention/sweep';
import { createMailer } from '../src/infra/mail';
import { createPubSub } from '../src/infra/pubsub';
import { createStorage } from '../src/infra/storage';
import { useTestApp } from './app';
import { useRemotePlace } from './factories';

/* The retention the privacy policy states (section 8), swept: inactive accounts, old records. */

const t = useTestApp();
const place = useRemotePlace(t);
let sweep: (now?: Date) => ReturnType<RetentionSweep['runOnce']>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const db = t.db;
  const storage = await createStorage(t.config);
  const accounts = new AccountService(
    { db, storage, live: new LiveEvents(createPubSub(t.config)) },
    t.app.log,
  );
  // The outbox as the app writes it without SMTP: mails stored as sent, read back by address.
  const mailer = createMailer({ db, smtp: false });
  sweep = (now = new Date()) =>
    new RetentionSweep({
      db,
      mailer,
      storage,
      accounts,
      publicUrl: 'http://lien.test',
      now: () => now,
    }).runOnce();
});

const ago = (ms: number, from = Date.now()) => new Date(from - ms);

async function memberInactiveSince(lastActiveAt: Date) {
  const id = await place.member();
  await t.database.db
    .updateTable('users')
    .set({ last_active_at: lastActiveAt })
    .where('id', '=', id)
    .execute();
  const { email } = await t.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, email };
}
const mailsTo = (email: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();
const exists = async (id: number) =>
  (await t.database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

describe('the retention sweep', () => {
  it('warns a member inactive for two years once, with the date and how to keep the account', async () => {
    const idle = await memberInactiveSince(ago(RETENTION.inactiveAfterMs + DAY));
    const active = await memberInactiveSince(ago(RETENTION.inactiveAfterMs - DAY));

    await sweep();
    await sweep();
    const mails = await mailsTo(idle.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre compte Lien va être supprimé']);
    expect(mails[0]?.text_body).toContain('Pour garder votre compte, il vous suffit de vous connecter');
    expect(mails[0]?.text_body).toContain('http://lien.test/login');
    expect(await mailsTo(active.email)).toEqual([]);
    expect(await exists(idle.id)).toBe(true);
  });

  it('deletes the account 30 days after the warning, as a deletion does, and says so', async () => {
    const now = Date.now();
    const idle = await memberInactiveSince(ago(RETENTION.inactiveAfterMs + 40 * DAY, now));
    await sweep(ago(RETENTION.noticeMs + DAY, now));
    expect(await exists(idle.id)).toBe(true);

    await sweep(new Date(now));
    expect(await exists(idle.id)).toBe(false);
    // Nothing of them is left: the questionnaire, the photos' rows.
    const leftovers = await t.database.db
      .selectFrom('personality_profiles')
      .select('user_id')
      .where('user_id', '=', idle.id)
      .execute();
    expect(leftovers).toEqual([]);
    const mails = await mailsTo(idle.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre compte Lien a été supprimé']);
  });

  it('keeps the account of a member who came back after the warning, and warns them again only once idle again', async () => {
    const now = Date.now();
    const member = await memberInactiveSince(ago(RETENTION.inactiveAfterMs + 40 * DAY, now));
    await sweep(ago(RETENTION.noticeMs + DAY, now));
    // Back a day later: logging in writes last_active_at.
    await t.database.db
      .updateTable('users')
      .set({ last_active_at: ago(RETENTION.noticeMs, now) })
      .where('id', '=', member.id)
      .execute();

    await sweep(new Date(now));
    expect(await exists(member.id)).toBe(true);
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
      'Votre compte Lien va être supprimé',
    ]);

    // Idle again for two years since that return: warned again. (The clock is never moved forward
    // here: every test file may share this database, and a sweep in the future would warn their members.)
    await t.database.db
      .updateTable('users')
      .set({
        inactivity_warned_at: ago(RETENTION.inactiveAfterMs + 10 * DAY),
        last_active_at: ago(RETENTION.inactiveAfterMs + DAY),
      })
      .where('id', '=', member.id)
      .execute();
    await sweep();
    expect((await mailsTo(member.email)).length).toBe(2);
    expect(await exists(member.id)).toBe(true);
  });

  it('erases sensitive answers held without a consent in force, as a withdrawal does, and no others', async () => {
    const db = t.database.db;
    // Answered before the consent was asked (migration 0025): the answers, no consent record.
    const before = await place.member({ preferences: { partnerReligiousAffiliation: 'Athée' } });
    await db.deleteFrom('sensitive_consents').where('user_id', '=', before).execute();
    const consenting = await place.member({ preferences: { partnerReligiousAffiliation: 'Athée' } });
    const profile = (id: number) =>
      db
        .selectFrom('personality_profiles as p')
        .innerJoin('encounter_preferences as e', 'e.user_id', 'p.user_id')
        .select(['p.answers', 'p.religion_kind', 'e.religion'])
        .where('p.user_id', '=', id)
        .executeTakeFirstOrThrow();
    const kept = await profile(consenting);
    expect(hasSensitiveAnswers((await profile(before)).answers)).toBe(true);

    const report = await sweep();
    expect(report.unconsentedAnswers).toBeGreaterThanOrEqual(1);
    const erased = await profile(before);
    expect(hasSensitiveAnswers(erased.answers)).toBe(false);
    expect(Object.keys(erased.answers).length).toBeGreaterThan(30);
    expect(erased).toMatchObject({ religion_kind: null, religion: 'Peu importe' });
    expect(await profile(consenting)).toEqual(kept);
    // Nothing is left to erase for them: a second round leaves them as they are.
    await sweep();
    expect(await profile(before)).toEqual(erased);
  });

  it('never touches demo members', async () => {
    const demo = await memberInactiveSince(ago(RETENTION.inactiveAfterMs + 40 * DAY));
    // Marked made up on the account, as the demo world marks the members it makes (migration 0031).
    await t.database.db.updateTable('users').set({ is_demo: true }).where('id', '=', demo.id).execute();
    await t.database.db
      .insertInto('demo_members')
      .values({ user_id: demo.id, seed: 987_654, seed_index: 0, likes_back: false, reply_delay_seconds: 60 })
      .execute();
    await sweep();
    await sweep();
    expect(await exists(demo.id)).toBe(true);
    expect(await mailsTo(demo.email)).toEqual([]);
  });

  it('purges lifted reports after a year, deletion records and feedback after three, keeping the recent ones', async () => {
    const db = t.database.db;
    const reported = await place.member();
    const reporter = await place.member();
    const liftIds = await Promise.all(
      [ago(RETENTION.liftedReportsMs + DAY), ago(RETENTION.liftedReportsMs - DAY)].map(
        async (liftedAt) =>
          (
            await db
              .insertInto('lifted_reports')
              .values({
                reporter_id: reporter,
                reported_id: reported,
                reason: 'Autre',
                reported_at: liftedAt,
                lifted_at: liftedAt,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
      ),
    );
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const recordIds = await Promise.all(
      [ago(RETENTION.deletionRecordsMs + 2 * DAY), ago(RETENTION.deletionRecordsMs - 2 * DAY)].map(
        async (on) =>
          (
            await db
              .insertInto('account_deletions')
              .values({ reason: 'Je fais une pause', comment: null, deleted_on: day(on) })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
      ),
    );

    const [oldLift, recentLift] = liftIds as [number, number];
    const [oldRecord, recentRecord] = recordIds as [number, number];
    await sweep();
    const lifts = await db
      .selectFrom('lifted_reports')
      .select('id')
      .where('id', 'in', [oldLift, recentLift])
      .execute();
    expect(lifts.map((row) => row.id)).toEqual([recentLift]);
    const records = await db
      .selectFrom('account_deletions')
      .select('id')
      .where('id', 'in', [oldRecord, recentRecord])
      .execute();
    expect(records.map((row) => row.id)).toEqual([recentRecord]);

    const feedback = async (createdAt: Date) =>
      (
        await db
          .insertInto('feedback')
          .values({ user_id: null, rating: 4, comment: null, created_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const oldFeedback = await feedback(ago(RETENTION.feedbackMs + DAY));
    const recentFeedback = await feedback(ago(RETENTION.feedbackMs - DAY));
    await sweep();
    const kept = await db
      .selectFrom('feedback')
      .select('id')
      .where('id', 'in', [oldFeedback, recentFeedback])
      .execute();
    expect(kept.map((row) => row.id)).toEqual([recentFeedback]);
  });
});
