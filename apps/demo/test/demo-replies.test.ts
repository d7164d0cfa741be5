import type { Appointment, ChatMessage } from '@lien/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PubSub } from '../../api/src/infra/pubsub';
import { DiskStorage } from '../../api/src/infra/storage';
import { createTestApp, type TestApp } from '../../api/test/app';
import { matchMembers } from '../../api/test/chat-helpers';
import {
  birthDateYearsAgo,
  cityNear,
  createMember,
  remotePoint,
  TestClient,
  tokenFor,
} from '../../api/test/factories';
import { DEMO_EMAIL_DOMAIN } from '../src/person';
import type { DemoWorld } from '../src/world';
import { demoWorldFor, liveEventsOf } from './demo-world-helpers';

/*
 * A matched demo member talks (apps/demo/src/replies.ts): a newcomer of this file's own, in a commune
 * far from every other test's, gets a small neighbourhood, then matches some of it and writes through
 * the chat API as the app does. The world's clock is moved rather than waited for.
 */

let t: TestApp;
let storage: DiskStorage;
let client: TestClient;
let world: DemoWorld;
let pubsub: PubSub;
let member: number;
let token: string;
let town: string;
let neighbours: number[];

beforeAll(async () => {
  t = await createTestApp();
  storage = await DiskStorage.temporary();
  client = await new TestClient(t.app).start();
  const cityId = await cityNear(t.database.db, remotePoint());
  member = await createMember(t.database.db, {
    cityId,
    firstName: 'Léa',
    gender: 'female',
    seeking: 'male',
    birthDate: birthDateYearsAgo(29),
    interests: ['Escalade'],
  });
  await t.database.db.updateTable('users').set({ job_title: 'Luthière' }).where('id', '=', member).execute();
  const city = await t.database.db
    .selectFrom('cities')
    .select('name')
    .where('id', '=', cityId)
    .executeTakeFirstOrThrow();
  town = city.name;
  token = tokenFor(t.config, member);
  ({ world, pubsub } = demoWorldFor(t, storage, { neighbours: 5 }, { only: [member] }));
  await world.pass();
  await world.build();
  const rows = await t.database.db
    .selectFrom('demo_members')
    .select('user_id')
    .where('seed', '=', -member)
    .orderBy('seed_index')
    .execute();
  neighbours = rows.map((row) => row.user_id);
}, 120_000);

afterAll(async () => {
  await storage.close();
  await t.close();
});

const later = (from: string, seconds: number) => new Date(new Date(from).getTime() + seconds * 1000);

async function send(conversationID: number, messageContent: string): Promise<ChatMessage> {
  const response = await client.post('/api/send_message', { conversationID, messageContent }, { token });
  expect(response.statusCode).toBe(200);
  return response.json<{ message: ChatMessage }>().message;
}

async function thread(conversationID: number): Promise<ChatMessage[]> {
  const response = await client.get(`/api/conversation_messages?conversationID=${conversationID}`, { token });
  return response.json<{ messages: ChatMessage[] }>().messages;
}

const repliesMaxOf = async (demoId: number) =>
  (
    await t.database.db
      .selectFrom('demo_members')
      .select('replies_max')
      .where('user_id', '=', demoId)
      .executeTakeFirstOrThrow()
  ).replies_max;

describe('a matched demo member', () => {
  it('answers after a human-like pause, in French, with something of the member’s profile', async () => {
    const demoId = neighbours[0] as number;
    const conversation = await matchMembers(t.database.db, member, demoId);
    const events = await liveEventsOf(pubsub, member);
    const sent = await send(conversation, 'Bonsoir ! Contente de ce match.');

    // Not at once: their pause is at least 15 s (their delay three times, and reading time).
    expect((await world.pass(later(sent.sentAt, 10))).answered).toBe(0);
    // Two instances at the due time: one answer.
    const other = demoWorldFor(t, storage, { neighbours: 5 }, { only: [member] }).world;
    const due = later(sent.sentAt, 600);
    const [a, b] = await Promise.all([world.pass(due), other.pass(due)]);
    expect(a.answered + b.answered).toBe(1);

    const messages = await thread(conversation);
    expect(messages).toHaveLength(2);
    const answer = messages[1];
    expect(answer?.senderUserID).toBe(demoId);
    const text = answer?.messageContent ?? '';
    expect(text).toContain('Léa');
    expect([town, 'luthière', 'Escalade'].some((detail) => text.includes(detail))).toBe(true);
    expect(text).toMatch(/[àâçéèêîôû]/);
    // Sent through the chat service: the member hears it live, as any message.
    if (a.answered === 1) expect(events.some((event) => event.type === 'message')).toBe(true);
  });

  it('stops after a few exchanges, with a goodbye', async () => {
    const demoId = neighbours[1] as number;
    const conversation = await matchMembers(t.database.db, member, demoId);
    const max = await repliesMaxOf(demoId);
    expect(max).toBeGreaterThanOrEqual(3);
    expect(max).toBeLessThanOrEqual(5);
    const lines = [
      'Salut !',
      'Tu aimes les balades ?',
      'Moi aussi, surtout le dimanche.',
      'Haha',
      'Top',
      'Et après ?',
    ];
    for (const line of lines) {
      const sent = await send(conversation, line);
      await world.pass(later(sent.sentAt, 600));
    }
    const answers = (await thread(conversation)).filter((message) => message.senderUserID === demoId);
    expect(answers).toHaveLength(max);
    expect(answers.at(-1)?.messageContent).toMatch(/filer|laisser|Je file|y aller/);
    const sent = await send(conversation, 'Tu es toujours là ?');
    expect((await world.pass(later(sent.sentAt, 3600))).answered).toBe(0);
  });

  it('books a video call through the appointments service when the member asks for one', async () => {
    const demoId = neighbours[2] as number;
    const conversation = await matchMembers(t.database.db, member, demoId);
    const events = await liveEventsOf(pubsub, member);
    const sent = await send(conversation, "Salut ! On pourrait s'appeler en visio cette semaine ?");
    expect((await world.pass(later(sent.sentAt, 600))).answered).toBe(1);

    const appointments = (await client.get('/api/appointments', { token })).json<{
      appointments: Appointment[];
    }>().appointments;
    const call = appointments.find((appointment) => appointment.partner.id === demoId);
    expect(call).toBeDefined();
    const answer = (await thread(conversation)).at(-1)?.messageContent ?? '';
    expect(answer).toContain('appel vidéo');
    expect(answer).toMatch(/ à \d{1,2} h/);
    expect(events.some((event) => event.type === 'appointment')).toBe(true);
    // The member is mailed the confirmation; the demo member's address, which reaches no one, is not.
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .innerJoin('users', 'users.email', 'mail_outbox.to_address')
      .select(['users.id', 'mail_outbox.to_address'])
      .where('users.id', 'in', [member, demoId])
      .execute();
    expect(mails.some((mail) => mail.id === member)).toBe(true);
    expect(mails.some((mail) => mail.to_address.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(false);

    // Asked again, they recall the call rather than booking another.
    const again = await send(conversation, 'Et un autre appel vidéo ?');
    await world.pass(later(again.sentAt, 600));
    const after = (await client.get('/api/appointments', { token })).json<{ appointments: Appointment[] }>();
    expect(after.appointments.filter((appointment) => appointment.partner.id === demoId)).toHaveLength(1);
  });

  it('never answers once the member reported them', async () => {
    const demoId = neighbours[3] as number;
    const conversation = await matchMembers(t.database.db, member, demoId);
    const sent = await send(conversation, 'Bonjour !');
    const report = await client.post(
      '/api/report_profile',
      { reportedUserId: demoId, reason: 'Faux profil/Arnaque' },
      { token },
    );
    expect(report.statusCode).toBe(200);
    expect((await world.pass(later(sent.sentAt, 600))).answered).toBe(0);
  });

  it('never answers once the member ended the conversation (issue #27)', async () => {
    const demoId = neighbours[4] as number;
    const conversation = await matchMembers(t.database.db, member, demoId);
    const sent = await send(conversation, 'Bonjour !');
    const ended = await client.post('/api/end_conversation', { conversationID: conversation }, { token });
    expect(ended.statusCode).toBe(200);
    expect((await world.pass(later(sent.sentAt, 600))).answered).toBe(0);
  });
});
