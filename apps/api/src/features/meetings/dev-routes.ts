import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context';

/**
 * POST /dev/past_calls { email, partnerEmail }: a video call of two matched members that ended an hour
 * ago — the end-to-end server's stand-in for waiting, since bookings only take times to come and the
 * embedded database is the server's alone. Registered only when DEV_PAST_CALLS=on outside production
 * (config.ts).
 */
export async function devPastCallRoutes(app: App, { db }: AppContext): Promise<void> {
  app.post(
    '/dev/past_calls',
    {
      config: { auth: 'public' },
      schema: { body: z.object({ email: z.string(), partnerEmail: z.string() }) },
    },
    async (request, reply) => {
      const { email, partnerEmail } = request.body as { email: string; partnerEmail: string };
      const made = await sql<{ id: number }>`
        insert into appointments (user_low, user_high, starts_at, duration_minutes, room_url, created_by)
        select m.user_low, m.user_high, now() - interval '90 minutes', 30,
          'https://visio.exemple.invalid/lien-passe-' || m.id, a.id
        from users a join users b on lower(b.email) = lower(${partnerEmail})
        join matches m on m.user_low = least(a.id, b.id) and m.user_high = greatest(a.id, b.id)
        where lower(a.email) = lower(${email})
        returning id`.execute(db);
      if (made.rows.length === 0) return reply.code(404).send({ error: 'Aucun match entre ces comptes.' });
      return { status: 'ok' };
    },
  );
}
