import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context';
import { setModerator } from './roles';

/**
 * POST /dev/moderators { email }: the end-to-end server's stand-in for the command line, which cannot
 * open the embedded database while the server holds it. The same service as the command line (audit
 * line included). POST /dev/appeals/age { email, days }: makes the open appeals about that member's
 * account as old as `days` (the appeals' timer journey, issue #29). Registered only when
 * DEV_MODERATOR_GRANT=on outside production (config.ts).
 */
export async function devModeratorRoutes(app: App, { db }: AppContext): Promise<void> {
  app.post(
    '/dev/moderators',
    { config: { auth: 'public' }, schema: { body: z.object({ email: z.string() }) } },
    async (request, reply) => {
      const { email } = request.body as { email: string };
      if (!(await setModerator(db, email, true))) return reply.code(404).send({ error: 'Compte inconnu.' });
      return { status: 'ok' };
    },
  );

  app.post(
    '/dev/appeals/age',
    {
      config: { auth: 'public' },
      schema: { body: z.object({ email: z.string(), days: z.number().int().min(0).max(365) }) },
    },
    async (request) => {
      const { email, days } = request.body as { email: string; days: number };
      const aged = await db
        .updateTable('moderation_appeals')
        .set({ appealed_at: sql`now() - make_interval(days => ${days})` })
        .where('appealed_at', 'is not', null)
        .where('outcome', 'is', null)
        .where('decision_id', 'in', (eb) =>
          eb
            .selectFrom('moderation_decisions as d')
            .innerJoin('users as u', 'u.id', 'd.member_id')
            .select('d.id')
            .where(sql<boolean>`lower(u.email) = lower(${email})`),
        )
        .executeTakeFirst();
      return { aged: Number(aged.numUpdatedRows) };
    },
  );
}
