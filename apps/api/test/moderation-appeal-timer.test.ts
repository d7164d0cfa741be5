import { APPEAL_REVIEW_DAYS, appealQueueReply, MODERATION_GROUNDS } from '@lien/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppealReminders } from '../src/features/moderation/appeal-reminders';
import { createMailer } from '../src/infra/mail';
import { useTestApp } from './app';
import { useRemotePlace } from './factories';
import { useModeration } from './moderation-helpers';
import { moderationRecords } from './moderation-records';

/*
 * The appeals' timer (issue #29): an appeal is answered within seven days; past them it comes first in
 * the console, flagged, and the moderators get one reminder a day while any is overdue. The reminders'
 * clock is moved within June 2009, a past no other test writes appeals in (the transparency report's are of March 2019).
 */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const { as, moderators, emailOf } = useModeration(t, place, { moderators: 2 });
const records = moderationRecords(() => t.database.db);
const DAY_MS = 86_400_000;

/** A warning decided on a fresh report, and its appeal link. */
async function warning(at: string) {
  const reported = await place.member();
  const report = await records.report(await place.member(), reported, 'Autre', at);
  return records.decision(
    { id: report, member: reported, moderator: moderators()[0] as number },
    'warn',
    MODERATION_GROUNDS[2],
    at,
  );
}

describe('the console lists overdue appeals first', () => {
  it('gives each appeal its due date and flags those past it, first', async () => {
    const now = Date.now();
    const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
    const fresh = await warning(iso(3 * DAY_MS));
    await records.appeal(fresh.appealId, iso(2 * DAY_MS));
    const late = await warning(iso(12 * DAY_MS));
    await records.appeal(late.appealId, iso(9 * DAY_MS));
    const response = await client.get('/api/moderation/appeals', as(moderators()[1] as number));
    expect(response.statusCode, response.body).toBe(200);
    const appeals = appealQueueReply.parse(response.json()).appeals;
    const position = (id: number) => appeals.findIndex((appeal) => appeal.id === id);
    expect(position(late.appealId)).toBeGreaterThanOrEqual(0);
    expect(position(late.appealId)).toBeLessThan(position(fresh.appealId));
    // Every overdue appeal comes before every other one.
    const firstOnTime = appeals.findIndex((appeal) => !appeal.overdue);
    expect(appeals.slice(firstOnTime).some((appeal) => appeal.overdue)).toBe(false);
    expect(appeals[position(late.appealId)]).toMatchObject({
      overdue: true,
      dueAt: new Date(now - 9 * DAY_MS + APPEAL_REVIEW_DAYS * DAY_MS).toISOString(),
    });
    expect(appeals[position(fresh.appealId)]).toMatchObject({
      overdue: false,
      dueAt: new Date(now - 2 * DAY_MS + APPEAL_REVIEW_DAYS * DAY_MS).toISOString(),
    });
  });
});

describe('the daily reminder to moderators', () => {
  let clock = new Date('2009-06-01T08:00:00Z');
  let appealId = 0;
  const reminders = () =>
    new AppealReminders({
      db: t.database.db,
      mailer: createMailer({ db: t.database.db, smtp: false }),
      publicUrl: t.config.publicUrl,
      now: () => clock,
    });
  /** The reminders a moderator received. */
  const remindersTo = async (moderator: number) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', await emailOf(moderator))
      .where('subject', 'like', '%en retard')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    const decision = await warning('2009-05-30T10:00:00Z');
    appealId = decision.appealId;
    await records.appeal(appealId, '2009-06-01T10:00:00Z');
  });

  it('sends nothing while no appeal is overdue', async () => {
    clock = new Date('2009-06-08T08:00:00Z'); // six days and 22 hours after the appeal
    expect(await reminders().runOnce()).toBe(0);
    for (const moderator of moderators()) expect(await remindersTo(moderator)).toEqual([]);
  });

  it('mails every moderator once a day while an appeal is overdue, and stops once it is answered', async () => {
    clock = new Date('2009-06-09T08:00:00Z');
    expect(await reminders().runOnce()).toBeGreaterThanOrEqual(2);
    // The same day again (a retry, another instance): nothing more.
    clock = new Date('2009-06-09T15:00:00Z');
    expect(await reminders().runOnce()).toBe(0);
    for (const moderator of moderators()) {
      const mails = await remindersTo(moderator);
      expect(mails.map((mail) => mail.subject)).toEqual(['1 contestation en retard']);
      expect(mails[0]?.text_body).toContain('elle était due le 8 juin 2009');
      expect(mails[0]?.text_body).toContain(`${t.config.publicUrl}/moderation`);
    }

    clock = new Date('2009-06-10T08:00:00Z');
    await reminders().runOnce();
    for (const moderator of moderators()) expect(await remindersTo(moderator)).toHaveLength(2);

    await records.review(appealId, moderators()[1] as number, 'uphold', '2009-06-10T09:00:00Z');
    clock = new Date('2009-06-11T08:00:00Z');
    expect(await reminders().runOnce()).toBe(0);
    for (const moderator of moderators()) expect(await remindersTo(moderator)).toHaveLength(2);
  });
});
