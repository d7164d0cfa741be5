import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// DATE columns stay 'YYYY-MM-DD' strings: converting them to Date shifts birthdays across time zones.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite. */
  databaseUrl?: string;
  /** PGlite folder, or ':memory:'. */
  dataDir?: string;
  /** A PGlite data-dir snapshot to start from (tests restore a migrated one). */
  loadDataDir?: Blob;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The embedded engine, when there is one (for snapshots). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** Opens the database: the same SQL dialect whether it is PGlite or a PostgreSQL server. */
export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, close: () => db.destroy() };
  }
  const dataDir = options.dataDir && options.dataDir !== ':memory:' ? `${options.dataDir}/db` : undefined;
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { cube, earthdistance, pg_trgm, unaccent },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, pglite, close: () => db.destroy() };
}
