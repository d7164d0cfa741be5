/**
 * Seeds the demo population into any database: the PostgreSQL server of DATABASE_URL, or the embedded
 * one in DATA_DIR (stop the server first: an embedded database has one process at a time). Photos go
 * where the server keeps them (DATA_DIR/uploads, or S3_BUCKET). Seeding again with the same seed only
 * adds who is missing. Refused when NODE_ENV is production, unless --force.
 *
 *   npm run seed:demo -w scripts -- [--count 300] [--seed 20261121] [--photo-width 600] [--force]
 */
import { parseArgs } from 'node:util';
import {
  connectDatabase,
  createOnboardingServices,
  createStorage,
  loadConfig,
  migrateToLatest,
} from '@lien/api/extension';
import {
  DEFAULT_DEMO_COUNT,
  DEFAULT_DEMO_SEED,
  DEFAULT_PHOTO_WIDTH,
  seedDemoPopulation,
} from '../../apps/demo/src/service';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: String(DEFAULT_DEMO_COUNT) },
    seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
    'photo-width': { type: 'string', default: String(DEFAULT_PHOTO_WIDTH) },
    force: { type: 'boolean', default: false },
  },
});

function wholeNumber(name: string, text: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`--${name} must be a whole number from 0 to ${max}, not "${text}".`);
  }
  return value;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === 'production' && !values.force) {
    throw new Error(
      'NODE_ENV is production: demo members are made-up people. Add --force if that is really meant.',
    );
  }
  const count = wholeNumber('count', values.count, 100_000);
  const seed = wholeNumber('seed', values.seed, 2 ** 31 - 1);
  const photoWidth = wholeNumber('photo-width', values['photo-width'], 1920);
  const where = config.databaseUrl
    ? 'the PostgreSQL server of DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
  console.log(`Seeding ${count} demo members (seed ${seed}) into ${where}…`);

  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = await createStorage(config);
  try {
    await migrateToLatest(database.db);
    const report = await seedDemoPopulation(
      { db: database.db, services: createOnboardingServices(database.db, storage) },
      {
        count,
        seed,
        photoWidth,
        concurrency: 2,
        onProgress: (done, total) => {
          if (done % 25 === 0 || done === total) console.log(`  ${done}/${total}`);
        },
      },
    );
    const seconds = (millis: number) => `${(millis / 1000).toFixed(1)} s`;
    console.log(
      `Done: ${report.created} created, ${report.kept} already there, ${report.repaired} repaired, in ${seconds(report.millis)}` +
        ` (drawing portraits ${seconds(report.drawingMillis)}, photo pipeline ${seconds(report.photoPipelineMillis)},` +
        ' summed over 2 workers).',
    );
  } finally {
    await storage.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
