import type { AddressInfo } from 'node:net';
import { APPOINTMENT_TIMES, type pendingMatchesReply } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { chatMessages } from '@lien/contract/texts';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { addDays, parisToUtc } from '../src/features/video-call/paris-time';
import { LiveClient } from './chat-helpers';
import { birthDateYearsAgo, matchMembers, questionnaireAnswers, tokenFor } from './factories';
import { useVideoCallTests } from './video-call-helpers';

type PendingMatches = z.infer<typeof pendingMatchesReply>['matches'];
interface SlotDays {
  days: { date: string; slots: { time: string; available: boolean }[] }[];
}

const { t, client, member, as, book } = useVideoCallTests();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function pending(userId: number): Promise<PendingMatches> {
  const response = await client.get('/api/pending_matches', await as(userId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ matches: PendingMatches }>().matches;
}

async function slots(userId: number, partnerId: number) {
  return client.get(`/api/appointment_slots?userId=${partnerId}`, await as(userId));
}

describe('GET /api/pending_matches', () => {
  it('lists real matches only, newest match first, with name, age, thumbnail and match date', async () => {
    const me = await member({ gender: 'female' });
    const [older, newer] = [
      await member({ firstName: 'Hugo', gender: 'male', birthDate: birthDateYearsAgo(34) }),
      await member({ firstName: 'Malo', gender: 'male', birthDate: birthDateYearsAgo(29), photos: 0 }),
    ];
    const likedOnly = await member({ gender: 'male' });
    const stranger = await member({ gender: 'male' });
    await matchMembers(t.database.db, me, older, minutesAgo(90));
    await matchMembers(t.database.db, me, newer, minutesAgo(5));
    await t.database.db
      .insertInto('swipes')
      .values({ swiper_id: likedOnly, swiped_id: me, liked: true })
      .execute();
    expect(stranger).toBeGreaterThan(0);

    const matches = await pending(me);
    expect(matches.map((match) => match.firstName)).toEqual(['Malo', 'Hugo']);
    const [malo, hugo] = matches;
    expect(malo).toMatchObject({ userId: newer, age: 29, photoUrl: null });
    expect(hugo).toMatchObject({ userId: older, age: 34 });
    expect(hugo?.photoUrl).toMatch(/^\/photos\/.+\.webp$/);
    expect(Math.abs(Date.parse(hugo?.matchedAt ?? '') - minutesAgo(90).getTime())).toBeLessThan(60_000);
    // Nothing that identifies a person beyond what the card shows.
    expect(Object.keys(malo ?? {}).sort()).toEqual(
      ['age', 'compatibility', 'firstName', 'matchedAt', 'photoUrl', 'userId'].sort(),
    );
    expect(await pending(stranger)).toEqual([]);
  });

  it('shows the real compatibility: identical answers make 100, different ones less', async () => {
    const answers = questionnaireAnswers(41);
    const me = await member({ answers });
    const twin = await member({ gender: 'male', answers });
    const other = await member({ gender: 'male', answers: questionnaireAnswers(977) });
    const unanswered = await member({ gender: 'male', answers: null });
    await matchMembers(t.database.db, me, twin, minutesAgo(3));
    await matchMembers(t.database.db, me, other, minutesAgo(2));
    await matchMembers(t.database.db, me, unanswered, minutesAgo(1));
    const byId = new Map((await pending(me)).map((match) => [match.userId, match.compatibility]));
    expect(byId.get(twin)).toBe(100);
    expect(byId.get(other)).toBeGreaterThan(0);
    expect(byId.get(other)).toBeLessThan(100);
    expect(byId.get(unanswered)).toBe(0);
  });

  it('leaves out a match with a call planned, one reported either way, and a deleted account', async () => {
    const me = await member();
    const [planned, reportedByMe, reportedMe, gone, kept] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => member({ gender: 'male' })),
    );
    for (const partner of [planned, reportedByMe, reportedMe, gone, kept]) {
      await matchMembers(t.database.db, me, partner as number);
    }
    const day = (await (await slots(me, planned as number)).json<SlotDays>()).days[1];
    const booked = await book(me, planned as number, day?.date ?? '', '10:00');
    expect(booked.statusCode, booked.body).toBe(200);
    await t.database.db
      .insertInto('reports')
      .values([
        { reporter_id: me, reported_id: reportedByMe as number, reason: 'Harcèlement' },
        { reporter_id: reportedMe as number, reported_id: me, reason: 'Faux profil/Arnaque' },
      ])
      .execute();
    await t.database.db
      .deleteFrom('users')
      .where('id', '=', gone as number)
      .execute();

    expect((await pending(me)).map((match) => match.userId)).toEqual([kept]);
    expect((await pending(planned as number)).map((match) => match.userId)).toEqual([]);
  });

  it('requires a session', async () => {
    expect((await client.get('/api/pending_matches')).statusCode).toBe(401);
  });
});

describe('GET /api/appointment_slots', () => {
  it('answers the next 7 Paris days, each with the six times, all ahead and free at first', async () => {
    const [me, partner] = [await member(), await member({ gender: 'male' })];
    await matchMembers(t.database.db, me, partner);
    const response = await slots(me, partner);
    expect(response.statusCode, response.body).toBe(200);
    const { days } = response.json<SlotDays>();
    expect(days).toHaveLength(7);
    const today = todayInParis();
    expect([today, addDays(today, 1)]).toContain(days[0]?.date);
    days.forEach((day, index) => {
      expect(day.date).toBe(addDays(days[0]?.date ?? '', index));
      for (const slot of day.slots) {
        expect(slot.available).toBe(true);
        expect(parisToUtc(day.date, slot.time)?.getTime()).toBeGreaterThan(Date.now() - 5_000);
      }
    });
    // Every day but the first offers all six times; the first at least one.
    expect(days.slice(1).every((day) => day.slots.length === APPOINTMENT_TIMES.length)).toBe(true);
    expect(days[0]?.slots.length).toBeGreaterThan(0);
  });

  it('leaves out the slots already started today (clock at 14:30 in Paris)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-27T13:30:00Z') });
    const [me, partner] = [await member(), await member({ gender: 'male' })];
    await matchMembers(t.database.db, me, partner);
    const { days } = (await slots(me, partner)).json<SlotDays>();
    expect(days.map((day) => day.date)).toEqual([
      '2030-03-27',
      '2030-03-28',
      '2030-03-29',
      '2030-03-30',
      '2030-03-31',
      '2030-04-01',
      '2030-04-02',
    ]);
    expect(days[0]?.slots.map((slot) => slot.time)).toEqual(['15:00', '16:00', '17:00']);
    expect(days[1]?.slots.map((slot) => slot.time)).toEqual([...APPOINTMENT_TIMES]);
    expect((await book(me, partner, '2030-03-27', '14:00')).json()).toEqual({
      error: chatMessages.slotInvalid,
    });
  });

  it('marks unavailable what either person holds, with this partner or anyone else', async () => {
    const [me, partner, myOther, theirOther] = [
      await member(),
      await member({ gender: 'male' }),
      await member({ gender: 'male' }),
      await member(),
    ];
    await matchMembers(t.database.db, me, partner);
    await matchMembers(t.database.db, me, myOther);
    await matchMembers(t.database.db, partner, theirOther);
    const { days } = (await slots(me, partner)).json<SlotDays>();
    const date = days[2]?.date ?? '';
    expect((await book(me, myOther, date, '10:00')).statusCode).toBe(200);
    expect((await book(theirOther, partner, date, '15:00')).statusCode).toBe(200);

    const after = (await slots(me, partner)).json<SlotDays>().days.find((day) => day.date === date);
    expect(after?.slots).toEqual(
      APPOINTMENT_TIMES.map((time) => ({ time, available: time !== '10:00' && time !== '15:00' })),
    );
    // Seen from the partner's side, the same.
    const theirs = (await slots(partner, me)).json<SlotDays>().days.find((day) => day.date === date);
    expect(theirs).toEqual(after);
    // Other days are untouched.
    const otherDay = (await slots(me, partner)).json<SlotDays>().days[3];
    expect(otherDay?.slots.every((slot) => slot.available)).toBe(true);
  });

  it('is only for a match: a stranger, oneself, a reported match are refused', async () => {
    const [me, stranger, reported] = [await member(), await member({ gender: 'male' }), await member()];
    await matchMembers(t.database.db, me, reported);
    await t.database.db
      .insertInto('reports')
      .values({ reporter_id: reported, reported_id: me, reason: 'Autre' })
      .execute();
    for (const partner of [stranger, me, reported, 987_654_321]) {
      const response = await slots(me, partner);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: chatMessages.notMatched });
    }
    expect((await client.get(`/api/appointment_slots?userId=${stranger}`)).statusCode).toBe(401);
  });
});

describe('live', () => {
  it("tells the partner's open screens of the new appointment", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [me, partner] = [await member(), await member({ gender: 'male' })];
    await matchMembers(t.database.db, me, partner);
    const socket = await LiveClient.connect(baseUrl, await tokenFor(t.config, partner));
    try {
      const day = (await (await slots(me, partner)).json<SlotDays>()).days[1];
      const booked = await book(me, partner, day?.date ?? '', '16:00');
      expect(booked.statusCode, booked.body).toBe(200);
      const { id } = booked.json<{ appointment: { id: number } }>().appointment;
      expect(await socket.next('appointment')).toEqual({ type: 'appointment', appointmentId: id });
    } finally {
      socket.close();
    }
  });
});
