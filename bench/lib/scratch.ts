import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../../apps/api/src/db/connect';
import { migrateToLatest } from '../../apps/api/src/db/migrate';

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
  const handle = await connectDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(handle.db);
  return handle;
}

/** A fresh PostgreSQL database for the run, migrated; dropped by `drop` (patiently, then by force). */
export async function scratchDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const name = `lien_bench_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(handle.db);
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      // Closed pools may still be saying goodbye (a plain DROP would wait 5 s per try): watch them go.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const sessions = await admin.query(
          'select count(*)::integer as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (sessions.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
