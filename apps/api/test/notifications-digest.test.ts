import { DEFAULT_NOTIFICATION_PREFERENCES, notificationMessages } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { useDigest } from './digest-helpers';
import { tokenFor, useRemotePlace } from './factories';

/* The daily e-mail digest (issue #17): members without push hear by mail, once a day at most. */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const HOUR = 60 * 60 * 1000;
const { sweep, digestsTo } = useDigest(t);

const at = (hours: number) => new Date(Date.now() + hours * HOUR);

/** A message from `from` in the conversation, sent at a given time (unread by the other). */
async function message(conversationId: number, from: number, sentAt: Date) {
  await t.db
    .insertInto('messages')
    .values({ conversation_id: conversationId, sender_id: from, content: 'Bonjour !', sent_at: sentAt })
    .execute();
}

async function couple() {
  const him = await place.member({ firstName: 'Hugo', gender: 'male', seeking: 'female' });
  const her = await place.member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
  const conversation = await matchMembers(t.db, him, her);
  return { him, her, conversation };
}

describe('the e-mail digest', () => {
  it('tells of unseen matches and messages in French, at most once a day, and again when something new came', async () => {
    const { him, her, conversation } = await couple();
    await message(conversation, him, new Date());
    await message(conversation, him, new Date());

    await sweep(at(1));
    const [first, ...others] = await digestsTo(her);
    expect(others).toEqual([]);
    expect(first?.text_body).toContain('Bonjour Inès,');
    expect(first?.text_body).toContain('vous avez 1 nouveau match et 2 nouveaux messages.');
    expect(first?.text_body).toContain('http://lien.test/chat');
    expect(first?.html_body).toContain('<a href="http://lien.test/api/email_digest/unsubscribe?token=');

    // Something new an hour later: still nothing, a day has not passed.
    await message(conversation, him, at(2));
    await sweep(at(3));
    expect(await digestsTo(her)).toHaveLength(1);

    // A day after the first: what came since the last digest is told.
    await sweep(at(26));
    const second = (await digestsTo(her))[1];
    expect(second?.text_body).toContain('vous avez 1 nouveau message.');

    // Nothing new since: no third one, however long it waits.
    await sweep(at(60));
    expect(await digestsTo(her)).toHaveLength(2);
  });

  it('is not sent when nothing is unseen', async () => {
    const { him, her, conversation } = await couple();
    await t.db
      .updateTable('conversation_members')
      .set({ match_seen_at: new Date() })
      .where('conversation_id', '=', conversation)
      .execute();
    await sweep(at(1));
    expect(await digestsTo(her)).toEqual([]);
    expect(await digestsTo(him)).toEqual([]);
  });

  it('is not sent to a member who gets pushes, nor to one who turned it off', async () => {
    const { him, her, conversation } = await couple();
    await message(conversation, him, new Date());
    await t.db
      .insertInto('push_subscriptions')
      .values({ user_id: her, endpoint: `https://push.example.com/${her}`, p256dh: 'p', auth: 'a' })
      .execute();
    const token = tokenFor(t.config, him);
    await client.put(
      '/api/notification_preferences',
      { ...DEFAULT_NOTIFICATION_PREFERENCES, emailDigest: false },
      { token },
    );
    await sweep(at(1));
    expect(await digestsTo(her)).toEqual([]);
    expect(await digestsTo(him)).toEqual([]);
  });

  it('has an unsubscribe link that turns the digest off without logging in', async () => {
    const { him, her, conversation } = await couple();
    await message(conversation, him, new Date());
    await sweep(at(1));
    const [digest] = await digestsTo(her);
    const link = /http:\/\/lien\.test(\/api\/email_digest\/unsubscribe\?token=\S+)/.exec(
      digest?.text_body ?? '',
    )?.[1];
    expect(link).toBeDefined();

    const forged = await client.get(`/api/email_digest/unsubscribe?token=${him}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(notificationMessages.digestUnsubscribeInvalid.replace("'", '&#39;'));

    // Following the link only asks: mail scanners follow links.
    const asked = await client.get(link as string);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.body).toContain(notificationMessages.digestUnsubscribeQuestion);
    const herToken = tokenFor(t.config, her);
    const before = await client.get('/api/notification_preferences', { token: herToken });
    expect(before.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    // The page's button posts the form, from a browser without the app's session or CSRF token.
    const token = /name="token" value="([^"]+)"/.exec(asked.body)?.[1] ?? '';
    const forgedPost = await t.app.inject({
      method: 'POST',
      url: '/api/email_digest/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${him}.${'A'.repeat(43)}`,
    });
    expect(forgedPost.statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email_digest/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Vous ne recevrez plus le résumé quotidien de Lien par e-mail.');
    const preferences = await client.get('/api/notification_preferences', { token: tokenFor(t.config, her) });
    expect(preferences.json()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, emailDigest: false });
    // Him untouched: the token names one member only.
    const his = await client.get('/api/notification_preferences', { token: tokenFor(t.config, him) });
    expect(his.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    await message(conversation, him, at(2));
    await sweep(at(30));
    expect(await digestsTo(her)).toHaveLength(1);
  });

  it("is turned off by the mail client's one-click unsubscribe (RFC 8058)", async () => {
    const { him, her, conversation } = await couple();
    await message(conversation, him, new Date());
    await sweep(at(1));
    const [digest] = await digestsTo(her);
    const address = digest?.list_unsubscribe ?? '';
    expect(address).toMatch(/^http:\/\/lien\.test\/api\/email_digest\/unsubscribe\?token=\S+$/);
    expect(digest?.text_body).toContain(address);

    const response = await t.app.inject({
      method: 'POST',
      url: address.replace('http://lien.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const preferences = await client.get('/api/notification_preferences', { token: tokenFor(t.config, her) });
    expect(preferences.json()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, emailDigest: false });
  });
});
