import {
  APPEAL_WINDOW_DAYS,
  appealMessages,
  appealQueueReply,
  appealStatusReply,
  MODERATION_GROUNDS,
  moderationMessages,
} from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { signupPayload, useRemotePlace } from './factories';
import { MEMBER_PASSWORD, useModeration } from './moderation-helpers';

/* Appeals (DSA art. 20), and what moderation withholds from the other members (issue #16). */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const ground = MODERATION_GROUNDS[2];
const { as, memberWithPassword, report, decide, mailsTo, moderators } = useModeration(t, place, {
  moderators: 2,
  ground,
  statement: 'Des messages insultants.',
});
/** The moderator who decides, and another who reviews the appeals. */
const moderator = () => moderators()[0] as number;
const reviewer = () => moderators()[1] as number;

/** The appeal token of the statement of reasons a member received. */
async function appealToken(email: string): Promise<string> {
  const statement = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Décision de modération'));
  const token = /\/appel\/([\w-]+)/.exec(statement?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no appeal link in the mail to ${email}`);
  return token;
}

async function appealIds(moderatorId: number): Promise<number[]> {
  const response = await client.get('/api/moderation/appeals', as(moderatorId));
  expect(response.statusCode, response.body).toBe(200);
  return appealQueueReply.parse(response.json()).appeals.map((appeal) => appeal.id);
}

const appealIdOf = async (token: string) => {
  const { createHash } = await import('node:crypto');
  const row = await t.database.db
    .selectFrom('moderation_appeals')
    .select('id')
    .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
    .executeTakeFirstOrThrow();
  return row.id;
};

const login = (email: string) => client.post('/api/login', { email, password: MEMBER_PASSWORD });

describe('appeals', () => {
  it('a banned member appeals through the link of the statement of reasons; another moderator reverses it and the ban is lifted', async () => {
    const reporter = await memberWithPassword();
    const member = await memberWithPassword({ gender: 'male' });
    await decide(await report(reporter.id, member.id, 'Harcèlement'), 'ban');
    expect((await login(member.email)).statusCode).toBe(403);
    const token = await appealToken(member.email);
    expect((await mailsTo(member.email))[0]?.text_body).toContain('Contester cette décision : http');

    const status = await client.post('/api/appeal_status', { token });
    expect(status.statusCode, status.body).toBe(200);
    expect(appealStatusReply.unwrap().strict().parse(status.json())).toMatchObject({
      decision: 'ban',
      statement: 'Des messages insultants.',
      ground,
    });
    const sent = await client.post('/api/appeal', { token, text: 'Je n’ai jamais écrit ces messages.' });
    expect(sent.statusCode, sent.body).toBe(200);
    // The link serves once.
    for (const again of [
      await client.post('/api/appeal', { token, text: 'Encore.' }),
      await client.post('/api/appeal_status', { token }),
    ]) {
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ error: appealMessages.tokenUsed });
    }

    const appealId = await appealIdOf(token);
    expect(await appealIds(reviewer())).toContain(appealId);
    const listed = appealQueueReply
      .parse((await client.get('/api/moderation/appeals', as(moderator()))).json())
      .appeals.find((appeal) => appeal.id === appealId);
    expect(listed).toMatchObject({
      text: 'Je n’ai jamais écrit ces messages.',
      decision: 'ban',
      decidedByMe: true,
    });

    // The decision's author does not review it.
    const own = await client.post(
      '/api/moderation/appeal_reviews',
      { appealId, outcome: 'reverse', statement: 'x' },
      as(moderator()),
    );
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: appealMessages.sameModerator });
    // Nor does a member.
    expect(
      (
        await client.post(
          '/api/moderation/appeal_reviews',
          { appealId, outcome: 'reverse', statement: 'x' },
          as(reporter.id),
        )
      ).json(),
    ).toEqual({ error: moderationMessages.moderatorsOnly });

    const reversed = await client.post(
      '/api/moderation/appeal_reviews',
      { appealId, outcome: 'reverse', statement: 'Les messages venaient d’un autre compte.' },
      as(reviewer()),
    );
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await appealIds(reviewer())).not.toContain(appealId);
    expect((await login(member.email)).statusCode).toBe(200);
    const banned = await t.database.db
      .selectFrom('banned_emails')
      .select('email')
      .where('email', '=', member.email.toLowerCase())
      .execute();
    expect(banned).toEqual([]);
    const answer = (await mailsTo(member.email)).at(-1);
    expect(answer?.subject).toBe('Votre contestation : la décision est annulée');
    expect(answer?.text_body).toContain('Motifs : Les messages venaient d’un autre compte.');
    const audit = await t.database.db
      .selectFrom('moderation_audit')
      .select(['action', 'moderator_id'])
      .where('action', 'like', 'appeal:%')
      .where(({ eb, ref }) => eb(ref('details', '->>').key('appealId'), '=', String(appealId)))
      .execute();
    expect(audit).toEqual([{ action: 'appeal:reverse', moderator_id: reviewer() }]);
    // Reviewed once.
    const twice = await client.post(
      '/api/moderation/appeal_reviews',
      { appealId, outcome: 'uphold', statement: 'x' },
      as(reviewer()),
    );
    expect(twice.json()).toEqual({ error: appealMessages.appealNotFound });
    // The address may sign up again once the account is gone.
    await t.database.db.deleteFrom('users').where('id', '=', member.id).execute();
    expect(
      (await client.post('/api/signup', signupPayload(place.cityId, { email: member.email }))).statusCode,
    ).toBe(200);
  });

  it('upholds a suspension: the member stays suspended and is told why', async () => {
    const reporter = await memberWithPassword();
    const member = await memberWithPassword({ gender: 'male' });
    await decide(await report(reporter.id, member.id, 'Contenu inapproprié'), 'suspend', {
      suspensionDays: 10,
    });
    const token = await appealToken(member.email);
    expect((await client.post('/api/appeal', { token, text: 'C’était une erreur.' })).statusCode).toBe(200);
    const upheld = await client.post(
      '/api/moderation/appeal_reviews',
      {
        appealId: await appealIdOf(token),
        outcome: 'uphold',
        statement: 'Les photos enfreignent l’article 5.',
      },
      as(reviewer()),
    );
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect((await login(member.email)).statusCode).toBe(403);
    const answer = (await mailsTo(member.email)).at(-1);
    expect(answer?.subject).toBe('Votre contestation : la décision est maintenue');
  });

  it('answers a clear French message for an unknown, malformed or expired link, and refuses an empty appeal', async () => {
    const unknown = await client.post('/api/appeal_status', { token: 'a'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: appealMessages.tokenInvalid });
    expect((await client.post('/api/appeal', { token: 'court', text: 'x' })).statusCode).toBe(400);

    const reporter = await memberWithPassword();
    const member = await memberWithPassword({ gender: 'male' });
    await decide(await report(reporter.id, member.id, 'Autre'), 'warn');
    const token = await appealToken(member.email);
    const empty = await client.post('/api/appeal', { token, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Expliquez pourquoi vous contestez cette décision.' });
    const row = await t.database.db
      .selectFrom('moderation_appeals')
      .select('expires_at')
      .where('id', '=', await appealIdOf(token))
      .executeTakeFirstOrThrow();
    // The link lasts six months.
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan((APPEAL_WINDOW_DAYS - 1) * 86_400_000);
    await t.database.db
      .updateTable('moderation_appeals')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', await appealIdOf(token))
      .execute();
    const expired = await client.post('/api/appeal', { token, text: 'Trop tard ?' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: appealMessages.tokenExpired });
  });
});
