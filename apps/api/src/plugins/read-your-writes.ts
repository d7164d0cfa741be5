import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { App } from '../context';
import type { ReplicaRouting } from '../db/read-routing';
import type { Database } from '../db/schema';
import { parseWalPosition } from '../db/wal-positions';
import { UNSAFE_METHODS } from './csrf';

/** The cookie holding where the primary's log was after the member's last write. */
export const READ_AFTER_COOKIE = 'lien_read_after';

/**
 * The reads a member makes that a replica may answer (DATABASE_READ_URL): the deck, profile views, the
 * likes' lists, the conversation list and thread pages. Everything else reads the primary (`ctx.db`).
 */
export interface MemberReads {
  /**
   * Runs `run` on a replica that has replayed the member's last write, else on the primary; on the
   * primary always without replicas.
   */
  read<T>(request: FastifyRequest, run: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

/** Without replicas (or on PGlite): every read on the one database, as before. */
export function primaryReads(db: Kysely<Database>): MemberReads {
  return { read: (_request, run) => run(db) };
}

/** With replicas: each read where the member's last write is (READ_AFTER_COOKIE). */
export function replicaReads(routing: ReplicaRouting): MemberReads {
  return { read: (request, run) => routing.read(parseWalPosition(request.cookies[READ_AFTER_COOKIE]), run) };
}

/** Whether a call may have written what the member will want to read back. */
function wrote(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return false;
  return UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.writes === true;
}

/**
 * Read-your-writes across instances without server state: after a call that wrote, the reply carries
 * the primary's log position in a cookie the browser sends back with its next calls (replicaReads).
 * Kept for maxLagMs: by then every replica that takes reads has replayed it (db/read-routing.ts).
 * Registered after the cookie plugin (plugins/csrf.ts).
 */
export function registerWritePositions(app: App, config: Config, routing: ReplicaRouting): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !wrote(request)) return payload;
    try {
      reply.setCookie(READ_AFTER_COOKIE, await routing.primaryPosition(), {
        path: '/api/',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.publicUrl.startsWith('https:'),
        maxAge: Math.ceil(routing.maxLagMs / 1000) + 1,
      });
    } catch (error) {
      // The write is done and answered; only its reading back may come from a replica a moment behind.
      request.log.warn({ err: error }, 'write position not read: the next reads may lag');
    }
    return payload;
  });
}

/**
 * A feature's service on each database a read may run on (the primary, each replica), made on first
 * use: `const decks = perDatabase((db) => new DeckService(db))`, then `reads.read(request, (db) =>
 * decks(db).deck(…))`.
 */
export function perDatabase<Service>(
  make: (db: Kysely<Database>) => Service,
): (db: Kysely<Database>) => Service {
  const made = new WeakMap<Kysely<Database>, Service>();
  return (db) => {
    const existing = made.get(db);
    if (existing) return existing;
    const service = make(db);
    made.set(db, service);
    return service;
  };
}
