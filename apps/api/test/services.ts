import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { migrateToLatest } from '../src/database';
import { connectDatabase } from '../src/db/connect';

/** The PostgreSQL server the multi-instance tests make their own database on. */
export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A channel prefix of this run's own: parallel runs on one Redis never hear each other. */
export const uniquePrefix = (label: string) =>
  `lien-test-${label}-${Date.now()}-${randomBytes(4).toString('hex')}:`;

async function postgresProblem(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL unreachable at ${postgresUrl}: ${String(error)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisProblem(): Promise<string | null> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: unknown = null;
  redis.on('error', (error) => {
    cause = error;
  });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis unreachable at ${redisUrl}: ${String(cause ?? error)}`;
  } finally {
    redis.disconnect();
  }
}

/**
 * Why the tests that need the real services cannot run here, or null when they can. Only a service
 * that does not answer skips them, with the reason printed; under CI (where both run) it is a failure.
 */
export async function missingServices(need: { postgres?: boolean; redis?: boolean }): Promise<string | null> {
  const problems = await Promise.all([
    need.postgres ? postgresProblem() : null,
    need.redis ? redisProblem() : null,
  ]);
  const reason = problems.filter((problem) => problem !== null).join('; ') || null;
  if (reason && process.env.CI) throw new Error(`${reason} (required under CI)`);
  if (reason) console.warn(`skipped: ${reason}`);
  return reason;
}

/**
 * A fresh PostgreSQL database on the server (the tests' one unless told), and the way to drop it; the
 * benchmarks make theirs with it too (bench/lib/scratch.ts).
 */
export async function createScratchDatabase(
  label: string,
  serverUrl = postgresUrl,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lien_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // Closed pools may still be saying goodbye: forcing at once would kill them mid-way, and their
      // clients would throw. Wait for them a little, and force only what outlives the wait.
      // (A plain DROP would itself wait 5 s per try for other sessions: watch them instead.)
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

/** A fresh database as `createScratchDatabase` makes it, migrated to the latest schema. */
export async function createMigratedScratchDatabase(
  label: string,
  serverUrl = postgresUrl,
): Promise<{ url: string; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase(label, serverUrl);
  const migrating = await connectDatabase({ databaseUrl: scratch.url });
  await migrateToLatest(migrating.db);
  await migrating.close();
  return scratch;
}
