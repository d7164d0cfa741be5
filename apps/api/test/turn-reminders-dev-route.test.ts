import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { parisHour } from '../src/features/daily-pick/job';
import { dayAhead } from '../src/features/notifications/dev-routes';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { useDigest } from './digest-helpers';
import { tokenFor, useRemotePlace } from './factories';

/*
 * POST /dev/turn_reminders (the « À vous de jouer » journey's day of waiting): one member's reminder
 * round and digest, as a day from now; only on the end-to-end server, never in production.
 */

describe('POST /dev/turn_reminders, off (the default)', () => {
  const t = useTestApp();
  it('does not exist', async () => {
    const response = await t.client.post('/dev/turn_reminders', { email: 'ines@exemple.fr' });
    expect(response.statusCode).toBe(404);
  });

  it('is never on in production', () => {
    const env = { DEV_TURN_REMINDERS: 'on', DATA_DIR: ':memory:', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).devTurnReminders).toBe(true);
    const production = { ...env, NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox' };
    expect(loadConfig(production).devTurnReminders).toBe(false);
  });
});

describe('POST /dev/turn_reminders, on', () => {
  const t = useTestApp({ env: { DEV_TURN_REMINDERS: 'on' } });
  const place = useRemotePlace(t);
  const { digestsTo } = useDigest(t);
  const emailOf = async (id: number) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

  it('reminds her of the message written a moment ago in her digest, once, and no one else', async () => {
    const him = await place.member({ firstName: 'Hugo', gender: 'male', seeking: 'female' });
    const her = await place.member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
    const other = await place.member({ firstName: 'Léa', gender: 'female', seeking: 'male' });
    for (const member of [her, other]) {
      const conversationID = await matchMembers(t.db, him, member);
      const sent = await t.client.post(
        '/api/send_message',
        { conversationID, messageContent: 'Bonjour !' },
        { token: tokenFor(t.config, him) },
      );
      expect(sent.statusCode, sent.body).toBe(200);
    }

    const first = await t.client.post('/dev/turn_reminders', { email: await emailOf(her) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ pushed: 0, digested: 1, mailed: 1 });
    const [digest, ...more] = await digestsTo(her);
    expect(more).toEqual([]);
    expect(digest?.text_body).toContain('Hugo attend votre réponse.');
    // The message itself is untouched: only the reminder and the digest were recorded.
    const messages = await t.db
      .selectFrom('messages')
      .select('sent_at')
      .where('sender_id', '=', him)
      .execute();
    for (const { sent_at } of messages) expect(Date.now() - new Date(sent_at).getTime()).toBeLessThan(60_000);

    // Once: a second run reminds and mails nothing more.
    const second = await t.client.post('/dev/turn_reminders', { email: await emailOf(her) });
    expect(second.json()).toEqual({ pushed: 0, digested: 0, mailed: 0 });
    expect(await digestsTo(her)).toHaveLength(1);
    // Léa's conversation waits too, but the route is Inès's alone.
    expect(await digestsTo(other)).toEqual([]);
    const others = await t.db
      .selectFrom('turn_reminders')
      .selectAll()
      .where('member_id', '=', other)
      .execute();
    expect(others).toEqual([]);
  });

  it('answers in French for an unknown address', async () => {
    const response = await t.client.post('/dev/turn_reminders', { email: 'personne@exemple.fr' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Compte inconnu.' });
  });

  it('runs at a day or more ahead, in the hours reminders go', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const now = new Date(Date.UTC(2026, 10, 28, hour, 30));
      const at = dayAhead(now);
      expect(at.getTime() - now.getTime()).toBeGreaterThanOrEqual(25 * 60 * 60 * 1000);
      expect(parisHour(at)).toBeGreaterThanOrEqual(9);
      expect(parisHour(at)).toBeLessThan(21);
    }
  });
});
