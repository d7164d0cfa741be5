import {
  MODERATION_GROUNDS,
  moderationMessages,
  TRANSPARENCY_MAX_DAYS,
  transparencyMessages,
  transparencyReply,
} from '@lien/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { useRemotePlace } from './factories';
import { useModeration } from './moderation-helpers';
import { moderationRecords } from './moderation-records';

/*
 * The transparency report (DSA art. 15 and 24, issue #29): a known set of reports, decisions and
 * appeals written in March 2019 (a past no other test writes in, the PostgreSQL run sharing one
 * database), and every figure of the report and its CSV checked against it.
 */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const { as, moderators } = useModeration(t, place, { moderators: 2 });
const records = moderationRecords(() => t.database.db);
const [CONDUCT, AGE, IDENTITY] = [MODERATION_GROUNDS[2], MODERATION_GROUNDS[0], MODERATION_GROUNDS[1]];

/** The period: Paris days, both included (UTC+1 in March 2019 before the 31st). */
const PERIOD = '?from=2019-03-04&to=2019-03-10';
/** The members of the seeded set, whose names and addresses the report must not carry. */
const identities: string[] = [];

beforeAll(async () => {
  const [moderator, reviewer] = moderators() as [number, number];
  const members = [await place.member(), await place.member(), await place.member()] as [
    number,
    number,
    number,
  ];
  const remember = async (id: number) => {
    const row = await t.database.db
      .selectFrom('users')
      .select(['first_name', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    identities.push(row.first_name, row.email);
  };
  for (const id of [...members, moderator, reviewer]) await remember(id);
  const [a, b, c] = members;
  // One reporter per report: a member reports another once.
  const report = async (reported: number, reason: string | null, at: string) => {
    const reporter = await place.member();
    await remember(reporter);
    return records.report(reporter, reported, reason, at);
  };
  const decide = async (
    id: number,
    member: number,
    kind: 'dismiss' | 'warn' | 'suspend' | 'ban',
    ground: string,
    at: string,
  ) => records.decision({ id, member, moderator }, kind, ground, at);

  // Reports received in the period: six (two harassments), one block not counted, two outside.
  const r1 = await report(a, 'Harcèlement', '2019-03-04T09:00:00Z');
  const r2 = await report(b, 'Harcèlement', '2019-03-05T10:00:00Z');
  const r3 = await report(c, 'Mineur', '2019-03-06T08:00:00Z');
  const r4 = await report(a, 'Faux profil/Arnaque', '2019-03-07T00:00:00Z');
  await report(b, 'Autre', '2019-03-08T12:00:00Z'); // left open
  await report(c, 'Contenu inapproprié', '2019-03-10T22:30:00Z'); // 23 h 30 in Paris, the last day
  await report(a, null, '2019-03-05T12:00:00Z'); // a block
  const before = await report(b, 'Harcèlement', '2019-03-03T22:30:00Z'); // 23 h 30 in Paris, the day before
  await report(c, 'Autre', '2019-03-10T23:30:00Z'); // 0 h 30 in Paris, the day after
  const later = await report(a, 'Autre', '2019-03-11T09:00:00Z');

  // Decisions in the period: five, after 12, 24, 2, 48 and 2 hours (median 12).
  const d1 = await decide(r1, a, 'warn', CONDUCT, '2019-03-04T21:00:00Z');
  const d2 = await decide(r2, b, 'suspend', CONDUCT, '2019-03-06T10:00:00Z');
  const d3 = await decide(r3, c, 'ban', AGE, '2019-03-06T10:00:00Z');
  await decide(r4, a, 'dismiss', IDENTITY, '2019-03-09T00:00:00Z');
  const d6 = await decide(before, b, 'warn', CONDUCT, '2019-03-04T00:30:00Z');
  await decide(later, a, 'ban', CONDUCT, '2019-03-12T09:00:00Z'); // after the period

  // Appeals made in the period: three; answered in it: two upheld, one reversed, after 48, 36 and
  // 216 hours (median 48; the last one late).
  await records.appeal(d1.appealId, '2019-03-05T12:00:00Z');
  await records.review(d1.appealId, reviewer, 'uphold', '2019-03-07T12:00:00Z');
  await records.appeal(d2.appealId, '2019-03-06T12:00:00Z');
  await records.review(d2.appealId, reviewer, 'reverse', '2019-03-08T00:00:00Z');
  await records.appeal(d3.appealId, '2019-03-07T00:00:00Z'); // not answered yet
  await records.appeal(d6.appealId, '2019-02-23T00:00:00Z'); // made before the period…
  await records.review(d6.appealId, reviewer, 'uphold', '2019-03-04T00:00:00Z'); // …answered in it
});

describe('the transparency report', () => {
  it('counts the reports, decisions and appeals of the period, and their median times', async () => {
    const response = await client.get(`/api/moderation/transparency${PERIOD}`, as(moderators()[0] as number));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = transparencyReply.unwrap().strict().parse(response.json());
    expect(report).toEqual({
      from: '2019-03-04',
      to: '2019-03-10',
      reportsByReason: [
        { reason: 'Faux profil/Arnaque', count: 1 },
        { reason: 'Contenu inapproprié', count: 1 },
        { reason: 'Harcèlement', count: 2 },
        { reason: 'Mineur', count: 1 },
        { reason: 'Autre', count: 1 },
      ],
      reportsReceived: 6,
      decisionsByKind: [
        { decision: 'dismiss', count: 1 },
        { decision: 'warn', count: 2 },
        { decision: 'suspend', count: 1 },
        { decision: 'ban', count: 1 },
      ],
      decisionsByGround: [
        { decision: 'ban', ground: AGE, count: 1 },
        { decision: 'dismiss', ground: IDENTITY, count: 1 },
        { decision: 'suspend', ground: CONDUCT, count: 1 },
        { decision: 'warn', ground: CONDUCT, count: 2 },
      ],
      decisionsTaken: 5,
      medianHoursToDecide: 12,
      appealsReceived: 3,
      appealOutcomes: [
        { outcome: 'uphold', count: 2 },
        { outcome: 'reverse', count: 1 },
      ],
      medianHoursToAnswerAppeal: 48,
      appealsAnsweredLate: 1,
      suspensions: 1,
      bans: 1,
    });
    for (const identity of identities) expect(response.body).not.toContain(identity);
  });

  it('downloads the same figures as a CSV with French headers and no member in it', async () => {
    const response = await client.get(
      `/api/moderation/transparency.csv${PERIOD}`,
      as(moderators()[1] as number),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="lien-transparence-2019-03-04-2019-03-10.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      'Rubrique;Détail;Valeur',
      'Période;Du;2019-03-04',
      'Période;Au;2019-03-10',
      'Signalements reçus;Faux profil/Arnaque;1',
      'Signalements reçus;Contenu inapproprié;1',
      'Signalements reçus;Harcèlement;2',
      'Signalements reçus;Mineur;1',
      'Signalements reçus;Autre;1',
      'Signalements reçus;Total;6',
      'Décisions;Classer sans suite;1',
      'Décisions;Avertir le membre;2',
      'Décisions;Suspendre le compte;1',
      'Décisions;Fermer le compte;1',
      `Décisions par fondement;Fermer le compte — ${AGE};1`,
      `Décisions par fondement;Classer sans suite — ${IDENTITY};1`,
      `Décisions par fondement;Suspendre le compte — ${CONDUCT};1`,
      `Décisions par fondement;Avertir le membre — ${CONDUCT};2`,
      'Décisions;Total;5',
      'Délai médian de décision (heures);Du signalement à la décision;12',
      'Contestations;Reçues;3',
      'Contestations;Maintenir la décision;2',
      'Contestations;Annuler la décision;1',
      'Contestations;Répondues après 7 jours;1',
      'Délai médian de réponse aux contestations (heures);De la contestation à la réponse;48',
      'Mesures;Suspensions;1',
      'Mesures;Fermetures de compte;1',
    ]);
    for (const identity of identities) expect(response.body).not.toContain(identity);
  });

  it('answers a period with nothing in it with zeros and no medians', async () => {
    const response = await client.get(
      '/api/moderation/transparency?from=2018-01-01&to=2018-01-31',
      as(moderators()[0] as number),
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = transparencyReply.parse(response.json());
    expect(report.reportsReceived).toBe(0);
    expect(report.decisionsByGround).toEqual([]);
    expect(report.medianHoursToDecide).toBeNull();
    expect(report.medianHoursToAnswerAppeal).toBeNull();
  });

  it.each([
    ['', transparencyMessages.dateInvalid],
    ['?from=2019-03-04', transparencyMessages.dateInvalid],
    ['?from=2019-02-30&to=2019-03-10', transparencyMessages.dateInvalid],
    ['?from=04/03/2019&to=2019-03-10', transparencyMessages.dateInvalid],
    ['?from=2019-03-10&to=2019-03-04', transparencyMessages.periodReversed],
    [`?from=2019-01-01&to=2020-01-02`, transparencyMessages.periodTooLong],
  ])('refuses the period %s in French', async (query, error) => {
    for (const path of ['/api/moderation/transparency', '/api/moderation/transparency.csv']) {
      const response = await client.get(`${path}${query}`, as(moderators()[0] as number));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it(`covers up to ${TRANSPARENCY_MAX_DAYS} days, and only moderators read it`, async () => {
    const year = await client.get(
      '/api/moderation/transparency?from=2020-01-01&to=2020-12-31',
      as(moderators()[0] as number),
    );
    expect(year.statusCode, year.body).toBe(200);
    const member = await place.member();
    for (const path of ['/api/moderation/transparency', '/api/moderation/transparency.csv']) {
      const refused = await client.get(`${path}${PERIOD}`, as(member));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: moderationMessages.moderatorsOnly });
      expect((await client.get(`${path}${PERIOD}`)).statusCode).toBe(401);
    }
  });
});
