import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisPubSub, type PubSub } from '../src/infra/pubsub';
import { hasRedisServer, PrivateRedis } from './private-redis';

/** The Redis pub/sub across a restart of a Redis of the test's own. */
describe.skipIf(!hasRedisServer())('Redis pub/sub across a restart', () => {
  let redis: PrivateRedis;
  let pubsub: PubSub;
  let observer: PubSub;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    pubsub = createRedisPubSub({ url: redis.url });
    observer = createRedisPubSub({ url: redis.url });
  });
  afterAll(async () => {
    await pubsub?.close();
    await observer?.close();
    await redis?.stop();
  });

  it('keeps every channel it acknowledged, even one subscribed while the connection comes back', async () => {
    await pubsub.subscribe('avant', () => {});
    const resumed = new Promise<void>((resolve) =>
      pubsub.onResumed((link) => link === 'subscriber' && resolve()),
    );
    await redis.stop();
    await redis.start();
    // A socket opening every millisecond while the subscriber reconnects: one of them lands in the
    // moment between the TCP connection and the connection's readiness.
    const acknowledged: string[] = [];
    let index = 0;
    const opening = setInterval(() => {
      const channel = `pendant-${index++}`;
      pubsub
        .subscribe(channel, () => {})
        .then(
          () => acknowledged.push(channel),
          () => undefined,
        );
    }, 1);
    try {
      await resumed;
      await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(0);
    } finally {
      clearInterval(opening);
    }
    for (const channel of ['avant', ...acknowledged]) {
      // PUBLISH answers how many subscriber connections heard it: this instance's, if it kept the channel.
      await expect.poll(() => observer.publish(channel, 'écoute ?'), { timeout: 5_000 }).toBe(1);
    }
  }, 30_000);
});
