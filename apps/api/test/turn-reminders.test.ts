import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@lien/contract';
import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { parisHour } from '../src/features/daily-pick/job';
import { turnReminderPush } from '../src/features/notifications/texts';
import { queueReminderPushes, recordDueReminders } from '../src/features/notifications/turn-reminder-queries';
import { TurnReminders, turnReminderJob } from '../src/features/notifications/turn-reminders';
import { JobRunner } from '../src/infra/jobs/runner';
import { openTestDatabase, useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { parisDay, parisTime } from './daily-pick-helpers';
import { useDigest } from './digest-helpers';
import { tokenFor, useRemotePlace } from './factories';
import { type FakeDevice, useLocalPushService } from './push-service';

/*
 * « À vous de jouer » (issue #27): a member whose match wrote and who has not answered for a day is
 * reminded once per conversation, ever — by push, else in the e-mail digest — within their choices.
 */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const push = useLocalPushService();
const { sweep, digestsTo } = useDigest(t);
const HOUR = 60 * 60 * 1000;
const as = (userId: number) => ({ token: tokenFor(t.config, userId) });

/**
 * A time of day reminders go at (9 h to 21 h in Paris): now when it is one, else 14 h today. On
 * PostgreSQL every file shares the database: a clock near the real one keeps other files' members
 * out of the window as they would be.
 */
function daytime(): Date {
  const now = new Date();
  const hour = parisHour(now);
  return hour >= 10 && hour < 20 ? now : parisTime(parisDay(), '14:00');
}

/** One round of the reminders as if it were `now`, on the file's database (or another handle of it). */
function remind(now: Date, db: Kysely<Database> = t.db) {
  return new TurnReminders({ db, now: () => now }).runOnce();
}

/** A message in the conversation, sent at a given time. */
async function message(conversationId: number, from: number, sentAt: Date) {
  await t.db
    .insertInto('messages')
    .values({ conversation_id: conversationId, sender_id: from, content: 'Bonjour !', sent_at: sentAt })
    .execute();
}

async function couple(names: [string, string] = ['Hugo', 'Inès']) {
  const him = await place.member({ firstName: names[0], gender: 'male', seeking: 'female' });
  const her = await place.member({ firstName: names[1], gender: 'female', seeking: 'male' });
  const conversation = await matchMembers(t.db, him, her);
  return { him, her, conversation };
}

let devices = 0;
/** A device of the member's, subscribed through the API: they get pushes. */
async function phoneOf(userId: number): Promise<FakeDevice> {
  devices += 1;
  const device = push.device(`phone-${devices}`);
  const response = await client.post('/api/push/subscriptions', device.subscription, as(userId));
  expect(response.statusCode, response.body).toBe(200);
  return device;
}

async function choose(userId: number, choices: Partial<NotificationPreferences>) {
  const response = await client.put(
    '/api/notification_preferences',
    { ...DEFAULT_NOTIFICATION_PREFERENCES, ...choices },
    as(userId),
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** The pushes the device received, once the queued ones are sent. */
async function pushesTo(device: FakeDevice) {
  await t.app.pushesSettled();
  return push.to(device).map((received) => received.payload);
}

/** The member's recorded reminders. */
const remindersOf = (memberId: number) =>
  t.db
    .selectFrom('turn_reminders')
    .select(['conversation_id', 'channel', 'digested_at'])
    .where('member_id', '=', memberId)
    .execute();

describe('the reminder by push', () => {
  it('reaches the member a day after their match wrote, in French, opening the thread; once', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple(['Hugo', 'Inès']);
    const phone = await phoneOf(her);
    await message(conversation, him, new Date(now.getTime() - 25 * HOUR));

    await remind(now);
    expect(await pushesTo(phone)).toEqual([
      {
        title: 'À vous de jouer',
        body: 'Hugo attend votre réponse.',
        url: `/chat?conversationID=${conversation}`,
        tag: `turn-${conversation}`,
      },
    ]);
    // The one who wrote is not reminded of his own message.
    expect(await remindersOf(him)).toEqual([]);

    // Not twice, however often the job runs.
    await remind(new Date(now.getTime() + HOUR));
    await remind(new Date(now.getTime() + 2 * HOUR));
    expect(await pushesTo(phone)).toHaveLength(1);
  });

  it('waits a full day: nothing at 23 hours', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple();
    const phone = await phoneOf(her);
    await message(conversation, him, new Date(now.getTime() - 23 * HOUR));
    await remind(now);
    expect(await pushesTo(phone)).toEqual([]);
    await remind(new Date(now.getTime() + HOUR + 60_000));
    expect(await pushesTo(phone)).toHaveLength(1);
  });

  it('is not sent once the member answered, nor for a message more than a week old', async () => {
    const now = daytime();
    const answered = await couple();
    const answeredPhone = await phoneOf(answered.her);
    await message(answered.conversation, answered.him, new Date(now.getTime() - 30 * HOUR));
    await message(answered.conversation, answered.her, new Date(now.getTime() - 20 * HOUR));
    const stale = await couple();
    const stalePhone = await phoneOf(stale.her);
    await message(stale.conversation, stale.him, new Date(now.getTime() - 8 * 24 * HOUR));

    await remind(now);
    expect(await pushesTo(answeredPhone)).toEqual([]);
    expect(await pushesTo(stalePhone)).toEqual([]);
    // Her answer waits on him, a few hours short of a day; once it is a day old, he is reminded (by
    // the digest: he has no device).
    expect(await remindersOf(answered.him)).toEqual([]);
    await remind(new Date(now.getTime() + 5 * HOUR));
    expect(await remindersOf(answered.him)).toEqual([
      { conversation_id: answered.conversation, channel: 'digest', digested_at: null },
    ]);
  });

  it('is one per conversation, ever: a new turn of the same conversation is not reminded again', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple();
    const phone = await phoneOf(her);
    await message(conversation, him, new Date(now.getTime() - 3 * 24 * HOUR));
    await remind(new Date(now.getTime() - 2 * 24 * HOUR + HOUR));
    expect(await pushesTo(phone)).toHaveLength(1);

    // She answered, he wrote again a day and more ago: her turn again, not reminded again.
    await message(conversation, her, new Date(now.getTime() - 2 * 24 * HOUR + 2 * HOUR));
    await message(conversation, him, new Date(now.getTime() - 26 * HOUR));
    await remind(now);
    expect(await pushesTo(phone)).toHaveLength(1);
  });

  it('is not sent when the member turned new messages off, nor by night', async () => {
    const now = daytime();
    const off = await couple();
    const offPhone = await phoneOf(off.her);
    await choose(off.her, { messages: false });
    await message(off.conversation, off.him, new Date(now.getTime() - 25 * HOUR));
    await remind(now);
    expect(await pushesTo(offPhone)).toEqual([]);
    expect(await remindersOf(off.her)).toEqual([]);

    // At 23 h in Paris nobody is reminded; at 9 h the next morning, they are.
    const night = await couple();
    const nightPhone = await phoneOf(night.her);
    const late = parisTime(parisDay(), '23:00');
    await message(night.conversation, night.him, new Date(late.getTime() - 25 * HOUR));
    await remind(late);
    expect(await pushesTo(nightPhone)).toEqual([]);
    await remind(parisTime(parisDay(1), '08:59'));
    expect(await pushesTo(nightPhone)).toEqual([]);
    await remind(parisTime(parisDay(1), '09:00'));
    expect(await pushesTo(nightPhone)).toHaveLength(1);
  });

  it('is not sent for a conversation no longer open to both (a block)', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple();
    const phone = await phoneOf(her);
    await message(conversation, him, new Date(now.getTime() - 25 * HOUR));
    await t.db.insertInto('reports').values({ reporter_id: her, reported_id: him, reason: null }).execute();
    await remind(now);
    expect(await pushesTo(phone)).toEqual([]);
    expect(await remindersOf(her)).toEqual([]);
  });
});

describe('the reminder in the e-mail digest', () => {
  it('is a line of the next digest for a member without push, told once', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple(['Hugo', 'Inès']);
    await message(conversation, him, new Date(now.getTime() - 25 * HOUR));
    // She read it (the digest's own count of unread messages is not what tells her).
    await client.post('/api/mark_conversation_read', { conversationID: conversation }, as(her));

    await remind(now);
    expect(await remindersOf(her)).toEqual([
      { conversation_id: conversation, channel: 'digest', digested_at: null },
    ]);
    await sweep(new Date(now.getTime() + HOUR));
    const [digest, ...others] = await digestsTo(her);
    expect(others).toEqual([]);
    expect(digest?.text_body).toContain('Bonjour Inès,');
    expect(digest?.text_body).toContain('Hugo attend votre réponse.');
    expect(digest?.text_body).toContain('Ouvrez Lien pour répondre.');
    expect(digest?.text_body).not.toContain('nouveau message');
    expect(digest?.text_body).toContain('http://lien.test/chat');
    expect((await remindersOf(her))[0]?.digested_at).not.toBeNull();

    // Told once: the next day's digest has nothing to say of it.
    await remind(new Date(now.getTime() + 2 * HOUR));
    await sweep(new Date(now.getTime() + 26 * HOUR));
    expect(await digestsTo(her)).toHaveLength(1);
  });

  it('names everyone who waits, and leaves out a conversation answered before the digest went', async () => {
    const now = daytime();
    const her = await place.member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
    const names = ['Hugo', 'Marc', 'Paul', 'Yann', 'Théo'];
    const conversations: number[] = [];
    for (const [index, firstName] of names.entries()) {
      const him = await place.member({ firstName, gender: 'male', seeking: 'female' });
      const conversation = await matchMembers(t.db, her, him);
      await message(conversation, him, new Date(now.getTime() - (30 - index) * HOUR));
      conversations.push(conversation);
    }
    await client.post('/api/mark_conversation_read', { conversationID: conversations[0] }, as(her));
    await remind(now);
    // She answered Théo before her digest: he is not named.
    await message(conversations[4] as number, her, new Date(now.getTime() + 10 * 60_000));
    await sweep(new Date(now.getTime() + HOUR));
    const [digest] = await digestsTo(her);
    expect(digest?.text_body).toContain('Hugo, Marc, Paul et une autre personne attendent votre réponse.');
  });

  it('is not recorded for a member with neither push nor the digest', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple();
    await choose(her, { emailDigest: false });
    await message(conversation, him, new Date(now.getTime() - 25 * HOUR));
    await remind(now);
    expect(await remindersOf(her)).toEqual([]);
  });
});

describe('two instances', () => {
  /** A second handle on the same database: its own connection on PostgreSQL (PGlite has one). */
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (inject('testDatabaseUrl')) second = await openTestDatabase();
  });
  afterAll(async () => {
    await second?.close();
  });

  it('remind each member once when their rounds run at the same time', async () => {
    const now = daytime();
    const pairs = await Promise.all(Array.from({ length: 6 }, () => couple()));
    const phones = await Promise.all(pairs.map(({ her }) => phoneOf(her)));
    for (const { him, conversation } of pairs)
      await message(conversation, him, new Date(now.getTime() - 25 * HOUR));

    await Promise.all([remind(now), remind(now, second?.db ?? t.db)]);
    for (const { her, conversation } of pairs)
      expect(await remindersOf(her)).toEqual([
        { conversation_id: conversation, channel: 'push', digested_at: null },
      ]);
    // Only the round whose insert made a reminder queued its push: one each.
    for (const phone of phones) expect(await pushesTo(phone)).toHaveLength(1);
  });

  // Deterministic on PostgreSQL (PGlite has one connection: a transaction there holds every other
  // statement back, so two rounds never overlap): the other instance's round has inserted the
  // reminder and not committed yet when this one reads it as due.
  it.skipIf(!inject('testDatabaseUrl'))(
    'queue no push for a reminder the other instance recorded while this one was reading',
    async () => {
      const now = daytime();
      const { him, her, conversation } = await couple();
      const phone = await phoneOf(her);
      await message(conversation, him, new Date(now.getTime() - 25 * HOUR));
      const other = second?.db;
      if (!other) throw new Error('a second connection is made on PostgreSQL');

      let inserted: () => void = () => {};
      const insertedYet = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      let commit: () => void = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      // The other instance's round, held open between its insert and its commit.
      const written = {
        from: new Date(now.getTime() - 7 * 24 * HOUR),
        until: new Date(now.getTime() - 24 * HOUR),
      };
      const theirs = other.transaction().execute(async (trx) => {
        const rows = (await recordDueReminders(trx, written, now, 500)).filter(
          (row) => row.member_id === her,
        );
        await queueReminderPushes(
          trx,
          rows.map((row) => ({
            userId: row.member_id,
            payload: turnReminderPush(row.partner_first_name, row.conversation_id),
          })),
        );
        inserted();
        await committing;
        return rows;
      });
      await insertedYet;
      const mine = remind(now);
      // This round has read the reminder as due and waits on the other's uncommitted row (the
      // statement's text as pg_stat_activity keeps it: its first kilobyte).
      await vi
        .waitFor(async () => {
          const waiting = await sql<{ n: number }>`
          select count(*)::integer as n from pg_stat_activity
          where datname = current_database() and wait_event = 'transactionid'
            and query like '%turns_waiting%'`.execute(t.db);
          expect(waiting.rows[0]?.n).toBeGreaterThan(0);
        })
        .finally(commit);
      expect((await theirs).map((row) => row.conversation_id)).toEqual([conversation]);
      await mine;
      expect(await pushesTo(phone)).toHaveLength(1);
      expect(await remindersOf(her)).toHaveLength(1);
    },
  );

  it('run the job on one of them at a time, and remind once', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple();
    const phone = await phoneOf(her);
    await message(conversation, him, new Date(now.getTime() - 25 * HOUR));
    const log = Fastify({ logger: false }).log;
    const name = `turn reminders ${Math.random().toString(36).slice(2, 10)}`;
    const instances = [new JobRunner(t.db, log), new JobRunner(second?.db ?? t.db, log)];
    try {
      for (const [index, jobs] of instances.entries()) {
        const db = index === 0 ? t.db : (second?.db ?? t.db);
        jobs.define({ ...turnReminderJob(new TurnReminders({ db, now: () => now })), name });
        jobs.start();
      }
      await vi.waitFor(async () => {
        const row = await t.db
          .selectFrom('job_schedules')
          .select('last_finished_at')
          .where('name', '=', name)
          .executeTakeFirst();
        expect(row?.last_finished_at).toBeTruthy();
      });
      await Promise.all(instances.map((jobs) => jobs.nudge(name)));
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
    }
    expect(await pushesTo(phone)).toHaveLength(1);
  });
});
