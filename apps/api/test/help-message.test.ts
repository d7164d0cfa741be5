import { helpMessages } from '@lien/contract';
import { PARTNER_SERVICES } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

const emailOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

const mailsTo = (address: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body', 'reply_to'])
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();

const messagesOf = (userId: number) =>
  t.db
    .selectFrom('feedback')
    .select(['kind', 'topic', 'rating', 'comment'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const send = async (userId: number | null, body: unknown) =>
  client.post('/api/help_message', body, userId === null ? {} : { token: tokenFor(t.config, userId) });

describe('POST /api/help_message', () => {
  it('keeps a support request, sends it to the support with the member to answer, and confirms it to the member', async () => {
    const me = await place.woman({ firstName: 'Camille' });
    const email = await emailOf(me);
    const supportBefore = (await mailsTo(t.config.supportContact)).length;

    const response = await send(me, { kind: 'support', message: '  Je ne reçois pas <b>mes</b> e-mails.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });

    expect(await messagesOf(me)).toEqual([
      { kind: 'support', topic: null, rating: null, comment: 'Je ne reçois pas mes e-mails.' },
    ]);
    const toSupport = (await mailsTo(t.config.supportContact)).slice(supportBefore);
    expect(toSupport).toEqual([
      expect.objectContaining({ subject: '[Lien] Demande au support', reply_to: email }),
    ]);
    expect(toSupport[0]?.text_body).toContain('Je ne reçois pas mes e-mails.');
    expect(toSupport[0]?.text_body).toContain(email);
    const toMe = await mailsTo(email);
    expect(toMe).toEqual([
      expect.objectContaining({ subject: helpMessages.confirmationSubject, reply_to: null }),
    ]);
    expect(toMe[0]?.text_body).toContain('Bonjour Camille');
    expect(toMe[0]?.text_body).toContain('Je ne reçois pas mes e-mails.');
  });

  it('names the partner service of a « Contactez-nous » and the kind of a problem report', async () => {
    const me = await place.man();
    const service = PARTNER_SERVICES[3];
    expect(
      (await send(me, { kind: 'service', topic: service?.id, message: 'Quelles dates en juin ?' }))
        .statusCode,
    ).toBe(200);
    expect((await send(me, { kind: 'problem', message: 'La carte ne se charge pas.' })).statusCode).toBe(200);
    expect(await messagesOf(me)).toEqual([
      { kind: 'service', topic: service?.name, rating: null, comment: 'Quelles dates en juin ?' },
      { kind: 'problem', topic: null, rating: null, comment: 'La carte ne se charge pas.' },
    ]);
    const subjects = (await mailsTo(t.config.supportContact)).map((mail) => mail.subject);
    expect(subjects).toContain(`[Lien] Contactez-nous\u00a0: ${service?.name}`);
    expect(subjects).toContain('[Lien] Problème signalé');
  });

  it('refuses in French a message that is empty, too long, or with a topic that does not fit', async () => {
    const me = await place.woman();
    const refusals: [unknown, string][] = [
      [{ kind: 'support', message: '   ' }, helpMessages.messageRequired],
      [{ kind: 'support', message: '<p></p>' }, helpMessages.messageRequired],
      [{ kind: 'problem', message: 'é'.repeat(2001) }, helpMessages.messageTooLong],
      [{ kind: 'service', message: 'Bonjour' }, helpMessages.topicMismatch],
      [{ kind: 'support', topic: 'seance-photo', message: 'Bonjour' }, helpMessages.topicMismatch],
      [{ kind: 'service', topic: 'inconnu', message: 'Bonjour' }, helpMessages.unknownService],
      [{ kind: 'autre', message: 'Bonjour' }, ''],
    ];
    for (const [body, error] of refusals) {
      const response = await send(me, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (error) expect(response.json(), JSON.stringify(body)).toEqual({ error });
    }
    expect(await messagesOf(me)).toEqual([]);
    expect(await mailsTo(await emailOf(me))).toEqual([]);
  });

  it('needs a session: the answer goes to the member’s address', async () => {
    expect((await send(null, { kind: 'support', message: 'Bonjour' })).statusCode).toBe(401);
  });
});
