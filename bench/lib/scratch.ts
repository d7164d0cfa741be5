import pg from 'pg';
import { migrateToLatest } from '../../apps/api/src/database';
import { connectDatabase, type DatabaseHandle } from '../../apps/api/src/db/connect';
import { createScratchDatabase } from '../../apps/api/test/services';

/**
 * The server's URL with the API's 15 s bound on a query lifted (pg reads query_timeout from the URL over
 * the pool's option): a bench's bulk loading runs minutes-long statements on a loaded machine, which the
 * API's bound, meant for requests, would cut.
 */
function patient(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('query_timeout', String(3_600_000));
  return url.toString();
}

/**
 * A kept PostgreSQL database `name` (made when missing), migrated: for iterating on a benchmark whose
 * loading takes minutes. Never dropped here.
 */
export async function keptDatabase(serverUrl: string, name: string): Promise<DatabaseHandle> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench: not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ databaseUrl: patient(url.toString()) });
  await migrateToLatest(handle.db);
  return handle;
}

/** A fresh PostgreSQL database for the run, migrated; dropped by `drop` (patiently, then by force). */
export async function scratchDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase(`bench_${label}`, serverUrl);
  const handle = await connectDatabase({ databaseUrl: patient(scratch.url) });
  await migrateToLatest(handle.db);
  return {
    url: scratch.url,
    handle,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}
