import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { parisDay, parisTime } from './daily-pick-helpers';
import { useDigest } from './digest-helpers';
import { useLocalPushService } from './push-service';
import { daytime, HOUR, turnReminderHelpers } from './turn-reminder-helpers';

/*
 * « À vous de jouer » (issue #27): a member whose match wrote and who has not answered for a day is
 * reminded once per conversation, ever — by push, else in the e-mail digest — within their choices.
 * Two instances at once: turn-reminders-instances.test.ts.
 */

const t = useTestApp();
const { client } = t;
const push = useLocalPushService();
const { sweep, digestsTo } = useDigest(t);
const { place, as, remind, message, couple, phoneOf, choose, pushesTo, remindersOf } = turnReminderHelpers(
  t,
  push,
);

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
