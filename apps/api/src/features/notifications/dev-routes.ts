import { z } from 'zod';
import type { App, AppContext } from '../../context';
import { parisHour } from '../daily-pick/job';
import { DigestLinks, DigestSweep } from './digest';
import { REMIND_FROM_HOUR, REMIND_UNTIL_HOUR, TurnReminders } from './turn-reminders';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The clock of the end-to-end server's round: 25 hours from now, so that a message written now waits
 * more than a day, moved on to the first hour reminders go (9 h, Paris) when that falls at night.
 */
export function dayAhead(now: Date): Date {
  let at = new Date(now.getTime() + 25 * HOUR_MS);
  while (parisHour(at) < REMIND_FROM_HOUR || parisHour(at) >= REMIND_UNTIL_HOUR) {
    at = new Date(at.getTime() + HOUR_MS);
  }
  return at;
}

/**
 * POST /dev/turn_reminders { email }: the member's « À vous de jouer » round and her e-mail digest,
 * run now as the jobs would run them a day from now — the end-to-end server's stand-in for waiting a
 * day, which touches no message: only the reminders and the digest record their (future) times. Only
 * that member's: the other journeys' members are left to the jobs. Registered only when
 * DEV_TURN_REMINDERS=on outside production (config.ts).
 */
export async function devTurnReminderRoutes(app: App, { db, config, mailer }: AppContext): Promise<void> {
  app.post(
    '/dev/turn_reminders',
    { config: { auth: 'public' }, schema: { body: z.object({ email: z.string() }) } },
    async (request, reply) => {
      const { email } = request.body as { email: string };
      const member = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      if (!member) return reply.code(404).send({ error: 'Compte inconnu.' });
      const at = dayAhead(new Date());
      const round = await new TurnReminders({ db, now: () => at }).runOnce(member.id);
      const mailed = await new DigestSweep({
        db,
        mailer,
        links: new DigestLinks(config.jwtSecret),
        publicUrl: config.publicUrl,
        now: () => at,
      }).runOnce(member.id);
      return { ...round, mailed };
    },
  );
}
