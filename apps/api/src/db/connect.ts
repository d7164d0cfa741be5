import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { COLUMN_PARSERS, pgColumnTypes } from './column-types';
import { KeptPlanClient } from './kept-plans';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite. */
  databaseUrl?: string;
  /** Streaming replicas of that server (DATABASE_READ_URL): pools of their own, for db/read-routing.ts. */
  readUrls?: readonly string[];
  /** PGlite folder, or ':memory:'. */
  dataDir?: string;
  /** A PGlite data-dir snapshot to start from (tests restore a migrated one). */
  loadDataDir?: Blob;
  /**
   * Told of a pooled connection lost while idle (the server restarted, a proxy dropped it): the pool
   * has already replaced it, so this is for the log. Without a listener `pg` would crash the process.
   */
  onConnectionLost?: (error: Error) => void;
  /** Replaces POSTGRES_TIMEOUTS.queryMs: loading a benchmark's population on a loaded machine. */
  queryTimeoutMs?: number;
}

/**
 * Bounds on every wait for the PostgreSQL server, so that while it is away a call fails within
 * seconds (and answers 503) instead of hanging: connecting, or waiting for a free pooled connection,
 * and any one query, read from this side (the deck's slowest queries take tens of milliseconds).
 */
export const POSTGRES_TIMEOUTS = { connectMs: 5_000, queryMs: 15_000 } as const;

/**
 * A replica that does not answer is given up sooner than the primary: its reads have the primary to
 * fall back on (db/read-routing.ts), so waiting long for it only delays the member.
 */
const REPLICA_CONNECT_MS = 2_000;

/** A pooled connection to a PostgreSQL server, named by its role (for /metrics and the replicas). */
export interface NamedPool {
  role: 'primary' | 'replica';
  /** 'primary', or the replica's host:port. */
  name: string;
  pool: pg.Pool;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The server pools behind `db` (none on PGlite). */
  pools: readonly NamedPool[];
  /** The embedded engine, when there is one (for snapshots). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** Opens the database: the same SQL dialect whether it is PGlite or a PostgreSQL server. */
export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = serverPool(
      options.databaseUrl,
      POSTGRES_TIMEOUTS.connectMs,
      options.onConnectionLost,
      options.queryTimeoutMs,
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const replicas = (options.readUrls ?? []).map(
      (url): NamedPool => ({
        role: 'replica',
        name: hostAndPort(url),
        pool: serverPool(url, REPLICA_CONNECT_MS, options.onConnectionLost),
      }),
    );
    return {
      db,
      pools: [{ role: 'primary', name: 'primary', pool }, ...replicas],
      async close() {
        await Promise.all(replicas.map((replica) => replica.pool.end()));
        await db.destroy();
      },
    };
  }
  const dataDir = options.dataDir && options.dataDir !== ':memory:' ? `${options.dataDir}/db` : undefined;
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { cube, earthdistance, pg_trgm, unaccent },
    parsers: COLUMN_PARSERS,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, pglite, pools: [], close: () => db.destroy() };
}

/** A pool of connections to one PostgreSQL server, bounded in every wait (POSTGRES_TIMEOUTS). */
function serverPool(
  connectionString: string,
  connectMs: number,
  onConnectionLost: DatabaseOptions['onConnectionLost'],
  queryTimeoutMs: number = POSTGRES_TIMEOUTS.queryMs,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: connectMs,
    query_timeout: queryTimeoutMs,
    // Dead peers (a server gone without closing its sockets) are found by the kernel, not by a hang.
    keepAlive: true,
    // One reading of each column type for both engines (column-types.ts).
    types: pgColumnTypes,
    // The statements marked to keep their plans go as named ones (kept-plans.ts).
    Client: KeptPlanClient,
  });
  pool.on('error', (error) => onConnectionLost?.(error));
  // A connection lost while checked out (between two statements of a transaction) emits 'error'
  // on its client, which the pool listens to only while the client is idle: the statements under
  // way already fail with the error, and the pool drops the client on release. Unheard, the event
  // would crash the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** A server's name for the logs and /metrics: its host:port, never its credentials. */
function hostAndPort(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '5432'}`;
}
