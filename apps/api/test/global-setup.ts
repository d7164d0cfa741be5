import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/database';
import { connectDatabase } from '../src/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database made for this run, when DATABASE_URL names a server. */
    testDatabaseUrl: string | null;
    /** Otherwise, a migrated PGlite data directory every test file starts from. */
    pgliteSnapshot: string | null;
  }
}

/**
 * One fresh database per test run: a new PostgreSQL database (dropped afterwards) when
 * DATABASE_URL is set, else a migrated PGlite snapshot that each test file restores in memory.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `lien_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await connectDatabase({ databaseUrl: url.toString() });
    await migrateToLatest(database.db);
    await database.close();
    project.provide('testDatabaseUrl', url.toString());
    project.provide('pgliteSnapshot', null);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'lien-test-'));
  const database = await connectDatabase({ dataDir: ':memory:' });
  await migrateToLatest(database.db);
  const snapshot = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!snapshot) throw new Error('PGlite did not produce a snapshot');
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabaseUrl', null);
  project.provide('pgliteSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
