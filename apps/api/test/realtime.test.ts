import { describe, expect, it } from 'vitest';
import { matchMembers, useLiveApp } from './chat-helpers';

const { t, client, member, token, connect } = useLiveApp();

describe('GET /api/ws authentication', () => {
  it('closes with 1008 a socket without a token, with a bad one, or with a revoked session', async () => {
    const someone = await member();
    const revoked = await token(someone);
    await t.database.db.updateTable('users').set({ session_version: 1 }).where('id', '=', someone).execute();
    for (const raw of [undefined, 'pas-un-jeton', `${revoked.slice(0, -2)}xx`, revoked]) {
      const socket = await connect(undefined, raw);
      expect(await socket.closed, String(raw)).toEqual({ code: 1008, reason: 'unauthenticated' });
      expect(socket.events).toEqual([]);
    }
  });

  it('opens with a session token and sends the badge counts at once', async () => {
    const [me, admirer, partner] = [await member(), await member(), await member()];
    await t.database.db
      .insertInto('swipes')
      .values({ swiper_id: admirer, swiped_id: me, liked: true })
      .execute();
    const conversation = await matchMembers(t.database.db, me, partner);
    await client.post(
      '/api/send_message',
      { conversationID: conversation, messageContent: 'Coucou' },
      { token: await token(partner) },
    );
    const socket = await connect(me);
    expect(await socket.next('counts')).toEqual({
      type: 'counts',
      newLikes: 1,
      unreadMessages: 1,
      newMatches: 1,
    });
  });

  it('never logs the token of the socket’s address', async () => {
    const { redactUrl } = await import('../src/plugins/log-redaction');
    expect(redactUrl('/api/ws?token=eyJ.abc.def')).toBe('/api/ws?token=[redacted]');
    expect(redactUrl('/api/ws?a=1&token=x&b=2')).toBe('/api/ws?a=1&token=[redacted]&b=2');
    expect(redactUrl('/api/conversations')).toBe('/api/conversations');
  });
});

describe('live events', () => {
  it('pushes a message sent by the other participant, and the new unread count', async () => {
    const [me, partner] = [await member(), await member()];
    const conversation = await matchMembers(t.database.db, me, partner);
    const mine = await connect(me);
    const theirs = await connect(partner);

    const response = await client.post(
      '/api/send_message',
      { conversationID: conversation, messageContent: '  Tu es libre ce soir ?  ' },
      { token: await token(partner) },
    );
    expect(response.statusCode, response.body).toBe(200);
    const event = await mine.next('message');
    expect(event).toEqual({
      type: 'message',
      conversationID: conversation,
      message: response.json().message,
    });
    expect(event.message.messageContent).toBe('Tu es libre ce soir ?');
    await mine.next('counts', (counts) => counts.unreadMessages === 1);
    // The sender's own sockets (other tabs) hear it too.
    expect((await theirs.next('message')).message.messageID).toBe(event.message.messageID);

    await client.post(
      '/api/mark_conversation_read',
      { conversationID: conversation },
      { token: await token(me) },
    );
    const after = mine.events.length;
    await mine.next(
      'counts',
      (counts) => counts.unreadMessages === 0 && mine.events.indexOf(counts) >= after,
    );
  });

  it('tells the liked member of a like, then both members of the match', async () => {
    const him = await member({ firstName: 'Hugo', gender: 'male', seeking: 'female' });
    const her = await member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
    const hisSocket = await connect(him);
    const herSocket = await connect(her);
    const swipe = async (from: number, to: number, superLike: boolean) =>
      client.post('/api/swipe', { swipedUserId: to, like: true, superLike }, { token: await token(from) });

    expect((await swipe(him, her, true)).json()).toEqual({ match: false });
    expect(await herSocket.next('like')).toEqual({ type: 'like', superLike: true });
    await herSocket.next('counts', (counts) => counts.newLikes === 1);
    expect(hisSocket.events.some((event) => event.type === 'like')).toBe(false);

    expect((await swipe(her, him, false)).json()).toEqual({ match: true });
    const toHer = await herSocket.next('match');
    const toHim = await hisSocket.next('match');
    expect(toHer.conversationID).toBe(toHim.conversationID);
    expect(toHer.partner).toMatchObject({
      id: him,
      firstName: 'Hugo',
      photoUrl: expect.stringMatching(/^\/photos\//),
    });
    expect(toHim.partner).toMatchObject({ id: her, firstName: 'Inès' });
    const conversation = await t.database.db
      .selectFrom('conversation_members')
      .select('conversation_id')
      .where('user_id', '=', him)
      .where('partner_id', '=', her)
      .executeTakeFirstOrThrow();
    expect(toHer.conversationID).toBe(conversation.conversation_id);
    // Her like answered his: nothing new left on her likes badge.
    await herSocket.next('counts', (counts) => counts.newLikes === 0);
  });

  it('reaches every socket of a member, and stops with the socket', async () => {
    const [me, partner] = [await member(), await member()];
    const conversation = await matchMembers(t.database.db, me, partner);
    const first = await connect(me);
    const second = await connect(me);
    second.close();
    await second.closed;
    await client.post(
      '/api/send_message',
      { conversationID: conversation, messageContent: 'Un seul onglet ouvert' },
      { token: await token(partner) },
    );
    expect((await first.next('message')).message.messageContent).toBe('Un seul onglet ouvert');
    expect(second.events.some((event) => event.type === 'message')).toBe(false);
  });
});
