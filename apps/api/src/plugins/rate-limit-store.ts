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

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Store = FastifyRateLimitStore & {
  read(key: string, callback: Counted, timeWindow: number, max: number): void;
};

/** Whether the counts are shared now; logs each change once (not once per request). */
class RedisHealth {
  #away = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  down(error: unknown): void {
    if (this.#away) return;
    this.#away = true;
    this.log.warn({ err: error }, 'Redis unreachable: rate limits are counted per instance until it is back');
  }

  up(): void {
    if (!this.#away) return;
    this.#away = false;
    this.log.info('Redis is back: rate limits are shared between instances again');
  }
}

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
  const health = new RedisHealth(log);

  class ResilientStore implements Store {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly shared: Store = new RedisStore(false, false, redis, nameSpace),
      private readonly local: Store = new LocalStore(false, false),
    ) {}

    #count(method: 'incr' | 'read', key: string, callback: Counted, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        health.down(new Error(`Redis connection ${redis.status}`));
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (error, result) => {
          if (error) {
            health.down(error);
            this.local[method](key, callback, timeWindow, max);
          } else {
            health.up();
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
