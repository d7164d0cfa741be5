import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { connectDatabase } from '../../apps/api/src/db/connect';
import { createRedisPubSub } from '../../apps/api/src/infra/pubsub';

/**
 * One API instance for the chat bench: the production composition (buildApp on a PostgreSQL pool),
 * with the Redis pub/sub under the bench's own channel prefix (BENCH_REDIS_PREFIX) so that a bench
 * never hears a developer's server on the same Redis. No REDIS_URL: the in-process default.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
  const database = await connectDatabase({ databaseUrl: config.databaseUrl });
  const pubsub = config.redisUrl
    ? createRedisPubSub({ url: config.redisUrl, prefix: process.env.BENCH_REDIS_PREFIX })
    : undefined;
  const app = await buildApp({ config, db: database.db, pubsub });
  app.addHook('onClose', () => database.close());
  process.once('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
