import type { Appointment } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../src/features/video-call/paris-time';
import { createTestApp } from './app';
import {
  cityNear,
  createMember,
  latestMailTo,
  matchMembers,
  remotePoint,
  TestClient,
  tokenFor,
} from './factories';
import { useVideoCallTests } from './video-call-helpers';

const SUBJECT = 'Votre rendez-vous vidéo est confirmé';
const ROOM = /^https:\/\/meet\.jit\.si\/lien-[0-9a-f]{32}$/;

const { t, client, member, as, book } = useVideoCallTests();

/** Two members who matched. */
async function pair(first = 'Clara', second = 'Bastien'): Promise<[number, number]> {
  const a = await member({ firstName: first, gender: 'female' });
  const b = await member({ firstName: second, gender: 'male' });
  await matchMembers(t.database.db, a, b);
  return [a, b];
}

/** The n-th proposed day from the member's point of view (1 = the day after the first, always full). */
async function proposedDate(userId: number, partnerId: number, index = 1): Promise<string> {
  const response = await client.get(`/api/appointment_slots?userId=${partnerId}`, await as(userId));
  const date = response.json<{ days: { date: string }[] }>().days[index]?.date;
  if (!date) throw new Error(`no proposed day: ${response.body}`);
  return date;
}

async function agenda(userId: number): Promise<Appointment[]> {
  const response = await client.get('/api/appointments', await as(userId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ appointments: Appointment[] }>().appointments;
}

const emailOf = async (userId: number) =>
  (await t.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
    .email;

describe('POST /api/appointments', () => {
  it('books a free slot with a match; both see the same appointment in their agenda', async () => {
    const [clara, bastien] = await pair();
    const date = await proposedDate(clara, bastien);
    const response = await book(clara, bastien, date, '14:00');
    expect(response.statusCode, response.body).toBe(200);
    const { appointment } = response.json<{ appointment: Appointment }>();
    expect(appointment).toMatchObject({
      partner: { id: bastien, firstName: 'Bastien' },
      durationMinutes: 30,
    });
    expect(appointment.partner.photoUrl).toMatch(/^\/photos\//);
    expect(appointment.roomUrl).toMatch(ROOM);

    const [mine, theirs] = [await agenda(clara), await agenda(bastien)];
    expect(mine).toEqual([appointment]);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      id: appointment.id,
      startsAt: appointment.startsAt,
      roomUrl: appointment.roomUrl,
      partner: { id: clara, firstName: 'Clara' },
    });
    // Nobody else sees it.
    expect(await agenda(await member())).toEqual([]);
  });

  it('sends both of them the French confirmation with the link and the partner’s first name', async () => {
    const [clara, bastien] = await pair('Éloïse', 'Théo');
    const date = await proposedDate(clara, bastien, 2);
    const { appointment } = (await book(bastien, clara, date, '17:00')).json<{ appointment: Appointment }>();
    const day = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(appointment.startsAt));

    for (const [userId, partnerName, ownName] of [
      [clara, 'Théo', 'Éloïse'],
      [bastien, 'Éloïse', 'Théo'],
    ] as const) {
      const mail = await latestMailTo(client, await emailOf(userId), SUBJECT);
      expect(mail.text).toContain(`Bonjour ${ownName},`);
      expect(mail.text).toContain(`Votre appel vidéo avec ${partnerName} est confirmé`);
      expect(mail.text).toContain(`le ${day} à 17:00 (heure de Paris), pour 30 minutes`);
      expect(mail.text).toContain(appointment.roomUrl);
      const outbox = (await client.get('/dev/mailbox.json')).json<{ to: string; html: string }[]>();
      const html = outbox.find((candidate) => candidate.to === mail.to)?.html ?? '';
      expect(html).toContain(`href="${appointment.roomUrl}"`);
      expect(html).toContain('lang="fr"');
    }
  });

  it('refuses someone who is not a match, and oneself', async () => {
    const [clara] = await pair();
    const stranger = await member({ gender: 'male' });
    const date = addDays(new Date().toISOString().slice(0, 10), 2);
    for (const partner of [stranger, clara]) {
      const response = await book(clara, partner, date, '10:00');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: chatMessages.notMatched });
    }
    expect(await agenda(clara)).toEqual([]);
  });

  it('refuses a slot that is not proposed: past, beyond 7 days, not a day, not a proposed time', async () => {
    const [clara, bastien] = await pair();
    const first = await proposedDate(clara, bastien, 0);
    for (const date of [addDays(first, -1), addDays(first, 7), addDays(first, 30), '2026-02-30']) {
      const response = await book(clara, bastien, date, '10:00');
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toEqual({ error: chatMessages.slotInvalid });
    }
    expect((await book(clara, bastien, addDays(first, 1), '12:00')).statusCode).toBe(400);
    expect((await book(clara, bastien, '31/12/2030', '10:00')).statusCode).toBe(400);
    expect(await agenda(clara)).toEqual([]);
  });

  it('refuses a slot either person already holds: the same pair, my other match, their other match', async () => {
    const [clara, bastien] = await pair();
    const [mine, theirs] = [await member({ gender: 'male' }), await member({ gender: 'female' })];
    await matchMembers(t.database.db, clara, mine);
    await matchMembers(t.database.db, bastien, theirs);
    const date = await proposedDate(clara, bastien);
    expect((await book(clara, bastien, date, '11:00')).statusCode).toBe(200);

    for (const [from, to] of [
      [clara, bastien],
      [bastien, clara],
      [clara, mine],
      [mine, clara],
      [theirs, bastien],
    ] as const) {
      const response = await book(from, to, date, '11:00');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: chatMessages.slotTaken });
    }
    // The hour after is free for everyone.
    expect((await book(theirs, bastien, date, '14:00')).statusCode).toBe(200);
    expect((await agenda(bastien)).map((appointment) => appointment.partner.id)).toEqual([clara, theirs]);
  });

  it('lets exactly one of two simultaneous bookings of the same time succeed', async () => {
    for (let round = 0; round < 6; round += 1) {
      const popular = await member({ gender: 'male' });
      const [first, second] = [await member(), await member()];
      await matchMembers(t.database.db, popular, first);
      await matchMembers(t.database.db, popular, second);
      const date = await proposedDate(first, popular);
      // Two members booking the same person at once, and the same pair twice at once.
      const answers = await Promise.all([
        book(first, popular, date, '16:00'),
        book(second, popular, date, '16:00'),
        book(first, popular, date, '10:00'),
        book(popular, first, date, '10:00'),
      ]);
      const statuses = answers.map((response) => response.statusCode);
      expect(statuses.slice(0, 2).sort(), answers.map((response) => response.body).join()).toEqual([
        200, 409,
      ]);
      expect(statuses.slice(2).sort()).toEqual([200, 409]);
      expect(await agenda(popular)).toHaveLength(2);
      const bookings = await t.database.db
        .selectFrom('appointment_bookings')
        .select('user_id')
        .where('user_id', 'in', [popular, first, second])
        .execute();
      expect(bookings).toHaveLength(4);
    }
  });

  it('converts Paris time to UTC on both sides of the change to summer time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-27T13:30:00Z') });
    const [clara, bastien] = await pair('Jeanne', 'Paul');
    const before = (await book(clara, bastien, '2030-03-30', '10:00')).json<{ appointment: Appointment }>();
    const after = (await book(clara, bastien, '2030-03-31', '10:00')).json<{ appointment: Appointment }>();
    expect(before.appointment.startsAt).toBe('2030-03-30T09:00:00.000Z');
    expect(after.appointment.startsAt).toBe('2030-03-31T08:00:00.000Z');
    expect((await agenda(bastien)).map((appointment) => appointment.startsAt)).toEqual([
      '2030-03-30T09:00:00.000Z',
      '2030-03-31T08:00:00.000Z',
    ]);
    const mail = await latestMailTo(client, await emailOf(bastien), SUBJECT);
    expect(mail.text).toMatch(/le (samedi 30|dimanche 31) mars 2030 à 10:00 \(heure de Paris\)/);
  });
});

describe('GET /api/appointments', () => {
  it('lists upcoming calls soonest first, keeps one in progress, drops those over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-03T06:00:00Z') });
    const [clara, bastien] = await pair();
    const other = await member({ gender: 'male' });
    await matchMembers(t.database.db, clara, other);
    expect((await book(clara, bastien, '2030-06-05', '15:00')).statusCode).toBe(200);
    expect((await book(clara, other, '2030-06-03', '10:00')).statusCode).toBe(200);
    expect((await agenda(clara)).map((appointment) => appointment.partner.id)).toEqual([other, bastien]);

    vi.setSystemTime(new Date('2030-06-03T08:20:00Z')); // 10:20 in Paris: the call is under way
    expect(await agenda(clara)).toHaveLength(2);
    vi.setSystemTime(new Date('2030-06-03T08:30:00Z')); // 10:30: it is over
    expect((await agenda(clara)).map((appointment) => appointment.partner.id)).toEqual([bastien]);
  });

  it('forgets a call across a report, and frees its time', async () => {
    const [clara, bastien] = await pair();
    const other = await member({ gender: 'female' });
    await matchMembers(t.database.db, bastien, other);
    const date = await proposedDate(clara, bastien);
    expect((await book(clara, bastien, date, '15:00')).statusCode).toBe(200);
    await t.database.db
      .insertInto('reports')
      .values({ reporter_id: clara, reported_id: bastien, reason: 'Harcèlement' })
      .execute();
    expect(await agenda(clara)).toEqual([]);
    expect(await agenda(bastien)).toEqual([]);
    expect((await book(other, bastien, date, '15:00')).statusCode).toBe(200);
  });

  it('requires a session', async () => {
    expect((await client.get('/api/appointments')).statusCode).toBe(401);
  });
});

describe('the video host and the mail server', () => {
  it('puts rooms on the configured host, and books even when mails fail', async () => {
    const failing = await createTestApp({
      env: { VIDEO_HOST_URL: 'https://visio.exemple.fr/' },
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    try {
      const other = await new TestClient(failing.app).start();
      const city = await cityNear(failing.database.db, remotePoint());
      const a = await createMember(failing.database.db, { cityId: city, gender: 'female' });
      const b = await createMember(failing.database.db, { cityId: city, gender: 'male' });
      await matchMembers(failing.database.db, a, b);
      const slots = await other.get(`/api/appointment_slots?userId=${b}`, {
        token: await tokenFor(failing.config, a),
      });
      const date = slots.json<{ days: { date: string }[] }>().days[1]?.date;
      const response = await other.post(
        '/api/appointments',
        { partnerId: b, date, time: '10:00' },
        { token: await tokenFor(failing.config, a) },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ appointment: Appointment }>().appointment.roomUrl).toMatch(
        /^https:\/\/visio\.exemple\.fr\/lien-[0-9a-f]{32}$/,
      );
    } finally {
      await failing.close();
    }
  });
});
