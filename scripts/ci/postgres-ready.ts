import pg from 'pg';

/**
 * CI runs the API suite a second time on the PostgreSQL server at DATABASE_URL: this waits until that
 * server answers a query (a server still starting is given `CI_POSTGRES_WAIT_S` seconds, default 60),
 * and exits non-zero when it never does, so that CI fails instead of skipping the run.
 */
const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) {
  console.error('postgres-ready: no server address given');
  process.exit(2);
}
const deadline = Date.now() + Number(process.env.CI_POSTGRES_WAIT_S ?? 60) * 1000;
let lastError: unknown = null;
while (Date.now() < deadline) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    console.log(`PostgreSQL answers: ${rows[0]?.version ?? '?'}`);
    await client.end();
    process.exit(0);
  } catch (error) {
    lastError = error;
    await client.end().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
console.error(`postgres-ready: the PostgreSQL server at ${new URL(url).host} does not answer:`, lastError);
process.exit(1);
