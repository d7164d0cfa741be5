import { loadConfig } from './config';
import { migrateToLatest } from './database';
import { connectDatabase } from './db/connect';
import { funnelCounts } from './features/funnel/queries';
import { funnelTable } from './features/funnel/report';
import { lastWeeks } from './features/funnel/weeks';

/*
 * `npm run funnel -w apps/api -- [--weeks N]` (issue #27): the weekly funnel of the last N weeks
 * (4 unless told, the current one first), read from the database the app's start would open
 * (DATABASE_URL, else the embedded data folder). Counts only: no member is named.
 */

const DEFAULT_WEEKS = 4;
const MOST_WEEKS = 104;

function weeksAsked(argv: readonly string[]): number {
  const at = argv.indexOf('--weeks');
  if (at < 0) return DEFAULT_WEEKS;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > MOST_WEEKS) {
    throw new Error(`--weeks attend un nombre entier de 1 à ${MOST_WEEKS}.`);
  }
  return value;
}

async function main() {
  const weeks = weeksAsked(process.argv.slice(2));
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    for (const week of lastWeeks(weeks)) {
      console.log(`${funnelTable(week.monday, await funnelCounts(database.db, week))}\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
