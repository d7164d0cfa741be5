import {
  MODERATION_GROUNDS,
  moderationMessages,
  moderationQueueReply,
  moderationReportReply,
} from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { listModerators } from '../src/features/moderation/roles';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { birthDateYearsAgo, signupPayload, tokenFor, useRemotePlace } from './factories';
import { MEMBER_PASSWORD, useModeration } from './moderation-helpers';

/* Moderation (DSA art. 16–17, issue #16): the role, the queue, decisions and what they do. */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const ground = MODERATION_GROUNDS[2];
const {
  as,
  emailOf,
  memberWithPassword,
  report,
  decideAsSent: decide,
  mailsTo,
  moderator: firstModerator,
} = useModeration(t, place, { ground });
const asModerator = () => as(firstModerator());
async function queueIds(): Promise<number[]> {
  const response = await client.get('/api/moderation/queue', asModerator());
  expect(response.statusCode, response.body).toBe(200);
  return moderationQueueReply.parse(response.json()).reports.map((queued) => queued.id);
}

describe('the moderator role', () => {
  it('opens the console to moderators only, and is given by the command line, not the API', async () => {
    const member = await place.member();
    for (const path of ['/api/moderation/queue', '/api/moderation/reports/1']) {
      const refused = await client.get(path, { token: await tokenFor(t.config, member) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: moderationMessages.moderatorsOnly });
      expect((await client.get(path)).json()).toEqual({ error: serverMessages.unauthenticated });
    }
    const decision = await client.post(
      '/api/moderation/decisions',
      { reportId: 1, decision: 'warn', ground, statement: 'x' },
      { token: await tokenFor(t.config, member) },
    );
    expect(decision.statusCode).toBe(403);
    // No field of the profile can make a moderator.
    const promoted = await client.post(
      '/api/update_profile',
      { field: 'role', value: 'moderator' },
      { token: await tokenFor(t.config, member) },
    );
    expect(promoted.statusCode).toBe(400);
    expect(await listModerators(t.database.db)).toContain(await emailOf(firstModerator()));
    expect(await listModerators(t.database.db)).not.toContain(await emailOf(member));
    const audit = await t.database.db
      .selectFrom('moderation_audit')
      .select('action')
      .where('action', '=', 'role:grant')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('the moderation queue', () => {
  it("lists open reports, 'Mineur' and 'Harcèlement' first, oldest first within each, never a block", async () => {
    const reported = await place.member({ gender: 'male', seeking: 'female' });
    const reporters = await Promise.all([0, 1, 2, 3].map(() => place.member()));
    const [a, b, c, d] = reporters as [number, number, number, number];
    const other = await report(a, reported, 'Autre');
    const fake = await report(b, reported, 'Faux profil/Arnaque');
    const harassment = await report(c, reported, 'Harcèlement');
    const minor = await report(d, reported, 'Mineur');
    const blocker = await place.member();
    await client.post(
      '/api/block_profile',
      { userId: reported },
      { token: await tokenFor(t.config, blocker) },
    );

    const ids = (await queueIds()).filter((id) => [other, fake, harassment, minor].includes(id));
    expect(ids).toEqual([minor, harassment, fake, other]);
    const response = await client.get('/api/moderation/queue', asModerator());
    const mine = moderationQueueReply.parse(response.json()).reports.find((queued) => queued.id === minor);
    expect(mine?.reportsAgainstMember).toBe(4);
  });

  it('opens a report with the reported profile and the conversation between the two', async () => {
    const reporter = await place.member();
    // 34 years old yesterday: the console reads the age from the birth date on either engine.
    const reported = await place.member({
      gender: 'male',
      seeking: 'female',
      firstName: 'Hugo',
      birthDate: birthDateYearsAgo(34, 1),
    });
    const conversationId = await matchMembers(t.database.db, reporter, reported);
    await t.database.db
      .insertInto('messages')
      .values([
        { conversation_id: conversationId, sender_id: reporter, content: 'Bonsoir' },
        { conversation_id: conversationId, sender_id: reported, content: 'T’es qu’une salope' },
      ])
      .execute();
    const reportId = await report(reporter, reported, 'Harcèlement');

    const response = await client.get(`/api/moderation/reports/${reportId}`, asModerator());
    expect(response.statusCode, response.body).toBe(200);
    const opened = moderationReportReply.unwrap().strict().parse(response.json());
    expect(opened.report.reported.firstName).toBe('Hugo');
    expect(opened.profile.age).toBe(34);
    expect(opened.excerpt.map(({ fromReported, content }) => [fromReported, content])).toEqual([
      [false, 'Bonsoir'],
      [true, 'T’es qu’une salope'],
    ]);
    expect((await client.get('/api/moderation/reports/999999999', asModerator())).json()).toEqual({
      error: moderationMessages.reportNotFound,
    });
  });
});

describe('decisions', () => {
  it('warns: the statement of reasons to the member, the outcome to the reporter, the report out of the queue, an audit line', async () => {
    const reporter = await memberWithPassword({ firstName: 'Léa' });
    const member = await memberWithPassword({ firstName: 'Hugo', gender: 'male' });
    const reportId = await report(reporter.id, member.id, 'Harcèlement');

    const response = await decide({
      reportId,
      decision: 'warn',
      ground,
      statement: 'Des insultes répétées dans vos messages.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { decisionId } = response.json<{ decisionId: number }>();

    const [statement] = await mailsTo(member.email);
    expect(statement?.subject).toBe('Décision de modération : avertir le membre');
    expect(statement?.text_body).toContain('Faits : Des insultes répétées dans vos messages.');
    expect(statement?.text_body).toContain(`Fondement : ${ground}`);
    expect(statement?.text_body).toContain('contester');
    const [outcome] = await mailsTo(reporter.email);
    expect(outcome?.subject).toBe('Votre signalement a été examiné');
    expect(outcome?.text_body).toContain('a pris une mesure');
    expect(outcome?.text_body).not.toContain('Hugo');

    expect(await queueIds()).not.toContain(reportId);
    const audit = await t.database.db
      .selectFrom('moderation_audit')
      .select(['action', 'moderator_id'])
      .where('decision_id', '=', decisionId)
      .execute();
    expect(audit).toEqual([{ action: 'decision:warn', moderator_id: firstModerator() }]);
    // A report is decided once.
    const again = await decide({ reportId, decision: 'ban', ground, statement: 'x' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: moderationMessages.reportNotFound });
    // The member can still sign in after a warning.
    expect(
      (await client.post('/api/login', { email: member.email, password: MEMBER_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('suspends: open sessions end, sign-in is refused with the date until it is over', async () => {
    const reporter = await memberWithPassword();
    const member = await memberWithPassword({ gender: 'male' });
    const session = await tokenFor(t.config, member.id);
    expect((await client.get('/api/my_profile', { token: session })).statusCode).toBe(200);
    const reportId = await report(reporter.id, member.id, 'Contenu inapproprié');

    const response = await decide({
      reportId,
      decision: 'suspend',
      suspensionDays: 7,
      ground,
      statement: 'Photos inappropriées.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await client.get('/api/my_profile', { token: session })).statusCode).toBe(401);
    const login = await client.post('/api/login', { email: member.email, password: MEMBER_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json<{ error: string }>().error).toMatch(
      /^Votre compte est suspendu jusqu’au \d{1,2} \S+ \d{4}\.$/,
    );
    expect((await mailsTo(member.email))[0]?.text_body).toContain('La suspension de votre compte jusqu’au');

    // Once the date has passed, the member signs in again.
    await t.database.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() - 1000) })
      .where('id', '=', member.id)
      .execute();
    expect(
      (await client.post('/api/login', { email: member.email, password: MEMBER_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('bans: no sign-in, and the address cannot sign up again in any case', async () => {
    const reporter = await memberWithPassword();
    const member = await memberWithPassword({ gender: 'male' });
    const reportId = await report(reporter.id, member.id, 'Faux profil/Arnaque');
    expect(
      (await decide({ reportId, decision: 'ban', ground, statement: 'Profil frauduleux.' })).statusCode,
    ).toBe(200);

    const login = await client.post('/api/login', { email: member.email, password: MEMBER_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: moderationMessages.banned });
    // A wrong password still says only that: a measure is told to whoever knows the password.
    expect(
      (await client.post('/api/login', { email: member.email, password: 'autre-mot-de-passe' })).json(),
    ).toEqual({
      error: serverMessages.badCredentials,
    });
    await t.database.db.deleteFrom('users').where('id', '=', member.id).execute();
    const signup = await client.post(
      '/api/signup',
      signupPayload(place.cityId, { email: member.email.toUpperCase() }),
    );
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({ error: moderationMessages.bannedAddress });
  });

  it('dismisses: nothing for the member, the outcome for the reporter', async () => {
    const reporter = await memberWithPassword();
    const member = await memberWithPassword({ gender: 'male' });
    const reportId = await report(reporter.id, member.id, 'Autre');
    expect(
      (await decide({ reportId, decision: 'dismiss', ground, statement: 'Aucun manquement constaté.' }))
        .statusCode,
    ).toBe(200);
    expect(await mailsTo(member.email)).toEqual([]);
    expect((await mailsTo(reporter.email))[0]?.text_body).toContain('n’a pas constaté de manquement');
  });

  it('refuses a suspension without a length, a length without a suspension, and an unknown ground, in French', async () => {
    const reporter = await memberWithPassword();
    const member = await memberWithPassword({ gender: 'male' });
    const reportId = await report(reporter.id, member.id, 'Autre');
    for (const body of [
      { reportId, decision: 'suspend', ground, statement: 'x' },
      { reportId, decision: 'warn', suspensionDays: 3, ground, statement: 'x' },
      { reportId, decision: 'warn', ground: 'Article 99', statement: 'x' },
      { reportId, decision: 'warn', ground, statement: '   ' },
    ]) {
      const response = await decide(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/[a-zé]/);
    }
    expect(await queueIds()).toContain(reportId);
  });
});
