/// <reference path="../types/fastify-rate-limit-stores.d.ts" />
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { OutageLog } from '../infra/outage-log';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Store = FastifyRateLimitStore & {
  read(key: string, callback: Counted, timeWindow: number, max: number): void;
};

/**
 * Counts in Redis, shared by every instance; while Redis is away (not connected, or a command
 * failed), in this instance's memory instead, so that no call fails or waits because of Redis: a
 * limit still holds, per instance, for the outage. The Redis client must fail fast
 * (`enableOfflineQueue: false`, a command timeout): a call never queues behind a reconnection.
 */
export function resilientStore(
  redis: Redis,
  log: FastifyBaseLogger,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  // Whether the counts are shared now; logged once per outage, with the calls counted locally meanwhile.
  const outage = new OutageLog(log, {
    outage: 'redis-rate-limits',
    started: 'Redis unreachable: rate limits are counted per instance until it is back',
    ended: 'Redis is back: rate limits are shared between instances again',
  });
  redis.on('ready', () => outage.recovered());

  class ResilientStore implements Store {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly shared: Store = new RedisStore(false, false, redis, nameSpace),
      private readonly local: Store = new LocalStore(false, false),
    ) {}

    #count(method: 'incr' | 'read', key: string, callback: Counted, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        outage.failed(new Error(`Redis connection ${redis.status}`), 'countedLocally');
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (error, result) => {
          if (error) {
            outage.failed(error, 'countedLocally');
            this.local[method](key, callback, timeWindow, max);
          } else {
            outage.recovered();
            callback(null, result);
          }
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Counted, timeWindow: number, max: number): void {
      this.#count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Counted, timeWindow: number, max: number): void {
      this.#count('read', key, callback, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new ResilientStore(
        routeOptions,
        this.shared.child(routeOptions) as Store,
        this.local.child(routeOptions) as Store,
      );
    }
  }
  return ResilientStore;
}
