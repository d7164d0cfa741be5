import { serverMessages } from '@lien/contract/texts';
import { sql } from 'kysely';
import type { App, AppContext } from '../../context';
import { HttpError } from '../../http-error';

/** How long /readyz waits for the database before it calls it unreachable. */
const READY_PROBE_MS = 2_000;

/** Rejects with the database-away error when `work` takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError(503, serverMessages.unavailable)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What a load balancer asks: `/healthz`, is the process alive (always yes while it answers), and
 * `/readyz`, should it be sent requests (the database answers and the instance is not shutting down).
 * Once the instance begins to close, every new request is answered 503 in French (Fastify's own
 * shutdown answer is English) while the requests under way finish.
 */
export async function healthRoutes(app: App, { db }: AppContext): Promise<void> {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close').header('retry-after', '5');
    throw new HttpError(503, serverMessages.unavailable);
  });

  const quiet = { config: { auth: 'public' as const }, logLevel: 'warn' as const };
  app.get('/healthz', quiet, async () => ({ status: 'ok' as const }));
  app.get('/readyz', quiet, async (_request, reply) => {
    try {
      await within(sql`select 1`.execute(db), READY_PROBE_MS);
    } catch (error) {
      reply.log.warn({ err: error }, 'not ready: database unreachable');
      throw new HttpError(503, serverMessages.unavailable);
    }
    return { status: 'ok' as const };
  });
}
