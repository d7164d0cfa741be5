import { z } from 'zod';
import type { App, AppContext } from '../../context';
import { setModerator } from './roles';

/**
 * POST /dev/moderators { email }: the end-to-end server's stand-in for the command line, which cannot
 * open the embedded database while the server holds it. The same service as the command line (audit
 * line included). Registered only when DEV_MODERATOR_GRANT=on outside production (config.ts).
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
}
