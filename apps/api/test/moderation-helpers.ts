import { MODERATION_GROUNDS } from '@lien/contract';
import { beforeAll, expect } from 'vitest';
import { setModerator } from '../src/features/moderation/roles';
import { hashPassword } from '../src/infra/passwords';
import type { useTestApp } from './app';
import { tokenFor, type useRemotePlace } from './factories';

/** The password of the members made by `memberWithPassword` (to try their log-in). */
export const MEMBER_PASSWORD = 'motdepasse-solide';

/**
 * The moderation tests' world: members of the file's remote place, `moderators` of them given the
 * role in beforeAll as the command line gives it, and the calls a reporter and a moderator make.
 */
export function useModeration(
  t: ReturnType<typeof useTestApp>,
  place: ReturnType<typeof useRemotePlace>,
  options: { moderators?: number; ground?: string; statement?: string } = {},
) {
  const { client } = t;
  const ground = options.ground ?? MODERATION_GROUNDS[2];
  const statement = options.statement ?? 'Vérification faite.';
  const moderators: number[] = [];

  const emailOf = async (id: number): Promise<string> =>
    (await t.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow())
      .email;

  beforeAll(async () => {
    for (let made = 0; made < (options.moderators ?? 1); made += 1) {
      const id = await place.member();
      expect(await setModerator(t.database.db, await emailOf(id), true)).toBe(true);
      moderators.push(id);
    }
  });

  const as = (id: number) => ({ token: tokenFor(t.config, id) });
  const moderator = (): number => {
    const first = moderators[0];
    if (first === undefined) throw new Error('useModeration: the moderators are made in beforeAll');
    return first;
  };

  return {
    ground,
    as,
    emailOf,
    /** The first moderator, then the others (a reviewer of appeals must be another one). */
    moderator,
    moderators: () => [...moderators],

    /** A member of the place who can log in with MEMBER_PASSWORD. */
    async memberWithPassword(member: Parameters<typeof place.member>[0] = {}) {
      const id = await place.member(member);
      await t.database.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(MEMBER_PASSWORD) })
        .where('id', '=', id)
        .execute();
      return { id, email: await emailOf(id) };
    },

    /** `reporter` reports `reportedUserId` through the API; the report's id. */
    async report(reporter: number, reportedUserId: number, reason: string): Promise<number> {
      const response = await client.post('/api/report_profile', { reportedUserId, reason }, as(reporter));
      expect(response.statusCode, response.body).toBe(200);
      const row = await t.database.db
        .selectFrom('reports')
        .select('id')
        .where('reporter_id', '=', reporter)
        .where('reported_id', '=', reportedUserId)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The first moderator's decision, the body as given, the answer whatever it is. */
    decideAsSent: (body: Record<string, unknown>) =>
      client.post('/api/moderation/decisions', body, as(moderator())),

    /** The first moderator decides a report, and the decision is taken. */
    async decide(reportId: number, decision: string, extra: Record<string, unknown> = {}) {
      const response = await client.post(
        '/api/moderation/decisions',
        { reportId, decision, ground, statement, ...extra },
        as(moderator()),
      );
      expect(response.statusCode, response.body).toBe(200);
    },

    /** The mails queued for `email`, oldest first. */
    mailsTo: (email: string) =>
      t.database.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', email)
        .orderBy('id')
        .execute(),
  };
}
