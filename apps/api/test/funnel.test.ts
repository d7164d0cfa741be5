import { funnelReply } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { funnelCounts } from '../src/features/funnel/queries';
import { funnelLines } from '../src/features/funnel/report';
import { lastWeeks, parisMidnight } from '../src/features/funnel/weeks';
import { useTestApp } from './app';
import { insertMatch, tokenFor, useRemotePlace } from './factories';
import { useModeration } from './moderation-helpers';

/*
 * The weekly funnel (issue #27) on a made population, in a week of 2020 that no other test file
 * touches (on PostgreSQL every file shares one database).
 */

const t = useTestApp();
const place = useRemotePlace(t);
const db = () => t.database.db;
const moderation = useModeration(t, place);

const WEEK = lastWeeks(1, new Date('2020-03-04T12:00:00Z'))[0] as NonNullable<
  ReturnType<typeof lastWeeks>[0]
>;
const at = (hoursAfterMonday: number) => new Date(WEEK.from.getTime() + hoursAfterMonday * 3_600_000);

async function message(conversationId: number, senderId: number, sentAt: Date) {
  await db()
    .insertInto('messages')
    .values({ conversation_id: conversationId, sender_id: senderId, content: 'Bonjour', sent_at: sentAt })
    .execute();
}

async function pair(hoursAfterMonday = 1) {
  const him = await place.man({});
  const her = await place.woman({});
  const conversation = await insertMatch(db(), him, her, at(hoursAfterMonday));
  return { him, her, conversation };
}

async function booked(a: number, b: number) {
  await db()
    .insertInto('appointments')
    .values({
      user_low: Math.min(a, b),
      user_high: Math.max(a, b),
      starts_at: at(72),
      duration_minutes: 30,
      room_url: `https://visio.example/${a}-${b}`,
      created_by: a,
    })
    .execute();
}

async function answered(member: number, conversation: number, answer: 'again' | 'no_follow_up' | 'not_yet') {
  await db()
    .insertInto('meeting_answers')
    .values({
      member_id: member,
      conversation_id: conversation,
      asked_because: 'call',
      answer,
      answered_at: at(100),
    })
    .execute();
}

describe('the weekly funnel', () => {
  it('counts each step of the week’s matches, and only them', async () => {
    expect(WEEK.monday).toBe('2020-03-02');
    expect(WEEK.from).toEqual(parisMidnight('2020-03-02'));
    expect(WEEK.from.toISOString()).toBe('2020-03-01T23:00:00.000Z');

    // 1: matched, nothing written.
    await pair();
    // 2: a first message, never answered.
    const quiet = await pair();
    await message(quiet.conversation, quiet.him, at(2));
    // 3: answered after 30 h (too late).
    const late = await pair();
    await message(late.conversation, late.her, at(2));
    await message(late.conversation, late.him, at(32));
    // 4: answered within the day, a call booked, met, no follow-up.
    const met = await pair();
    await message(met.conversation, met.her, at(2));
    await message(met.conversation, met.her, at(3));
    await message(met.conversation, met.him, at(20));
    await booked(met.him, met.her);
    await answered(met.her, met.conversation, 'no_follow_up');
    // 5: all the way: he would like to see her again; she said « pas encore ».
    const again = await pair();
    await message(again.conversation, again.him, at(5));
    await message(again.conversation, again.her, at(6));
    await booked(again.him, again.her);
    await answered(again.him, again.conversation, 'again');
    await answered(again.her, again.conversation, 'not_yet');
    // Outside the week (the Sunday before, 23:30 Paris): not counted.
    const before = await pair(-0.5);
    await message(before.conversation, before.him, at(1));

    expect(await funnelCounts(db(), WEEK)).toEqual({
      matches: 5,
      firstMessage: 4,
      answeredWithin24h: 2,
      callBooked: 2,
      met: 2,
      wantsAgain: 1,
    });
  });

  it('gives each step its share of the step before and of the matches', () => {
    const lines = funnelLines({
      matches: 5,
      firstMessage: 4,
      answeredWithin24h: 2,
      callBooked: 2,
      met: 0,
      wantsAgain: 0,
    });
    expect(lines.map((line) => [line.label, line.count, line.ofPrevious, line.ofMatches])).toEqual([
      ['Matchs', 5, '', ''],
      ['Premier message', 4, '80 %', '80 %'],
      ['Réponse sous 24 h', 2, '50 %', '40 %'],
      ['Appel réservé', 2, '100 %', '40 %'],
      ['On s’est vus', 0, '0 %', '0 %'],
      ['J’aimerais la revoir', 0, '—', '0 %'],
    ]);
  });

  it('shows the last eight weeks to a moderator, counts only, and refuses a member', async () => {
    const answer = await t.client.get('/api/moderation/funnel', {
      token: tokenFor(t.config, moderation.moderator()),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { weeks } = funnelReply.unwrap().strict().parse(answer.json());
    expect(weeks).toHaveLength(8);
    expect(weeks[0]?.monday).toBe(lastWeeks(1)[0]?.monday);

    const member = await place.member();
    const refused = await t.client.get('/api/moderation/funnel', { token: tokenFor(t.config, member) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty('error');
  });
});
