import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@lien/contract';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema';
import { parisHour } from '../src/features/daily-pick/job';
import { TurnReminders } from '../src/features/notifications/turn-reminders';
import type { TestFixture } from './app';
import { matchMembers } from './chat-helpers';
import { parisDay, parisTime } from './daily-pick-helpers';
import { tokenFor, useRemotePlace } from './factories';
import type { FakeDevice, useLocalPushService } from './push-service';

export const HOUR = 60 * 60 * 1000;

/**
 * A time of day reminders go at (9 h to 21 h in Paris), and still do five hours later (the latest
 * round a test runs the same day): now when it is one, else noon today. On
 * PostgreSQL every file shares the database: a clock near the real one keeps other files' members
 * out of the window as they would be.
 */
export function daytime(): Date {
  const now = new Date();
  const hour = parisHour(now);
  return hour >= 10 && hour < 15 ? now : parisTime(parisDay(), '12:00');
}

/** « À vous de jouer »'s test vocabulary (issue #27) on a file's app and its local push service. */
export function turnReminderHelpers(t: TestFixture, push: ReturnType<typeof useLocalPushService>) {
  const { client } = t;
  const place = useRemotePlace(t);
  const as = (userId: number) => ({ token: tokenFor(t.config, userId) });

  /** One round of the reminders as if it were `now`, on the file's database (or another handle of it). */
  const remind = (now: Date, db: Kysely<Database> = t.db) =>
    new TurnReminders({ db, now: () => now }).runOnce();

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

  return { place, as, remind, message, couple, phoneOf, choose, pushesTo, remindersOf };
}
