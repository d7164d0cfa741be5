import { createInProcessPubSub, createRedisPubSub, type PubSub } from '../../apps/api/src/infra/pubsub';

/**
 * The pub/sub hop alone, no HTTP and no database: `rate` payloads a second over `channels` per-member
 * channels, timed from publish to the subscribed handler, through the API's own PubSub (Redis: one
 * publishing and one subscribed connection, as an instance holds). Bounded by `durationMs`.
 */
export async function pubsubHop(
  kind: 'redis' | 'in-process',
  options: { redisUrl: string; prefix: string; rate: number; durationMs: number; channels: number },
): Promise<number[]> {
  const inProcess = kind === 'in-process' ? createInProcessPubSub() : null;
  const publisher: PubSub = inProcess ?? createRedisPubSub({ url: options.redisUrl, prefix: options.prefix });
  const subscriber: PubSub =
    inProcess ?? createRedisPubSub({ url: options.redisUrl, prefix: options.prefix });
  const startedAt = new Map<number, number>();
  const latencies: number[] = [];
  try {
    for (let channel = 0; channel < options.channels; channel += 1) {
      await subscriber.subscribe(`user:${channel}`, (payload) => {
        const seq = Number(payload);
        const start = startedAt.get(seq);
        if (start === undefined) return;
        startedAt.delete(seq);
        latencies.push(performance.now() - start);
      });
    }
    const total = Math.round((options.rate * options.durationMs) / 1000);
    const begin = performance.now();
    let sent = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - begin) * options.rate) / 1000));
        while (sent < due) {
          startedAt.set(sent, performance.now());
          void publisher.publish(`user:${sent % options.channels}`, String(sent));
          sent += 1;
        }
        if (sent >= total || performance.now() - begin > options.durationMs + 5000) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });
    const waitUntil = performance.now() + 3000;
    while (startedAt.size > 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 10));
    return latencies;
  } finally {
    await publisher.close();
    if (!inProcess) await subscriber.close();
  }
}
