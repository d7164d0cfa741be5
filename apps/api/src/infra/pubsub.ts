import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { OutageLog } from './outage-log';

/** Receives one published payload, as published (a string: JSON the caller wrote). */
export type MessageHandler = (payload: string) => void;

/**
 * A link to the broker that came back after being lost: 'subscriber', messages published meanwhile
 * never reached this instance's handlers; 'publisher', this instance's publishes failed meanwhile.
 */
export type PubSubLink = 'publisher' | 'subscriber';

/**
 * Fan-out between API instances (DESIGN: in-process by default, Redis when REDIS_URL is set).
 * Channels are plain names; whatever prefix keeps deployments apart is the implementation's business.
 */
export interface PubSub {
  /**
   * Sends a payload to every handler subscribed to the channel, on every instance; answers how many
   * instances listen to the channel (Redis's own answer to PUBLISH). The realtime hub listens to a
   * member's channel exactly while it holds a socket of theirs, so a nonzero answer says the member has
   * the app open somewhere (features/notifications pushes only to members who have not) — without a
   * second command per event: asking PUBSUB NUMSUB beside every publish doubled the Redis commands of a
   * chat message (bench/README, 27 November).
   */
  publish(channel: string, payload: string): Promise<number>;
  /**
   * Adds a handler; resolves once messages published from now on are certain to reach it (for Redis,
   * when the server acknowledged the SUBSCRIBE). Answers the function that removes this handler.
   */
  subscribe(channel: string, handler: MessageHandler): Promise<() => void>;
  /** Channels this instance currently listens to (for the bench and health figures). */
  channelCount(): number;
  /**
   * Calls `listener` each time a link to the broker is back after it was lost; for the subscriber, once
   * the channels are subscribed again (what is published from then on reaches the handlers). What went
   * missing meanwhile is the listener's to make up. The in-process implementation never loses a link.
   */
  onResumed(listener: (link: PubSubLink) => void): void;
  /**
   * Calls `listener` with each message's delivery lag on this instance (milliseconds from its publish,
   * on the publisher's clock, to its handlers here), once per message that has handlers: /metrics.
   */
  onDelivered(listener: (lagMs: number) => void): void;
  close(): Promise<void>;
}

/**
 * On the wire every payload goes as `@<publish time, ms since the epoch>;<payload>`, so that the
 * receiving instance can tell its delivery lag; handlers get the payload as published. A payload that
 * does not start so (published by an instance from before the stamp) is delivered as it is, unmeasured.
 */
const STAMP = '@';
const STAMP_END = ';';

/** The payload as it goes on the wire, stamped with its publish time. */
export function stamped(payload: string, publishedAt = Date.now()): string {
  return `${STAMP}${publishedAt}${STAMP_END}${payload}`;
}

/** A received message: its payload as published, and its publish time when stamped. */
export function unstamped(message: string): { payload: string; publishedAt: number | null } {
  if (!message.startsWith(STAMP)) return { payload: message, publishedAt: null };
  const end = message.indexOf(STAMP_END);
  const publishedAt = end > 0 ? Number(message.slice(STAMP.length, end)) : Number.NaN;
  if (!Number.isFinite(publishedAt)) return { payload: message, publishedAt: null };
  return { payload: message.slice(end + STAMP_END.length), publishedAt };
}

/** Handlers per channel, shared by both implementations: one upstream subscription per channel. */
class HandlerTable {
  readonly #handlers = new Map<string, Set<MessageHandler>>();
  readonly #deliveryListeners: ((lagMs: number) => void)[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  /** Adds a handler; true when it is the channel's first (the upstream subscription is needed). */
  add(channel: string, handler: MessageHandler): boolean {
    const set = this.#handlers.get(channel);
    if (set) {
      set.add(handler);
      return false;
    }
    this.#handlers.set(channel, new Set([handler]));
    return true;
  }

  /** Removes a handler; true when the channel has none left (the upstream subscription can go). */
  remove(channel: string, handler: MessageHandler): boolean {
    const set = this.#handlers.get(channel);
    if (!set?.delete(handler) || set.size > 0) return false;
    this.#handlers.delete(channel);
    return true;
  }

  has(channel: string): boolean {
    return this.#handlers.has(channel);
  }

  get size(): number {
    return this.#handlers.size;
  }

  onDelivered(listener: (lagMs: number) => void): void {
    this.#deliveryListeners.push(listener);
  }

  /** Hands a payload to the channel's handlers; `publishedAt` (ms since the epoch) measures its lag. */
  deliver(channel: string, payload: string, publishedAt: number | null): void {
    const set = this.#handlers.get(channel);
    if (!set) return;
    if (publishedAt !== null && this.#deliveryListeners.length > 0) {
      // Clocks of two instances may differ by a little: a lag is never below zero.
      const lagMs = Math.max(0, Date.now() - publishedAt);
      for (const listener of this.#deliveryListeners) listener(lagMs);
    }
    for (const handler of set) {
      try {
        handler(payload);
      } catch (error) {
        // One failing handler must not starve the others of the message.
        this.log?.error({ err: error, channel }, 'pub/sub handler failed');
      }
    }
  }
}

/** One process, no network: the embedded default. Delivery is asynchronous, as it is through Redis. */
export function createInProcessPubSub(log?: FastifyBaseLogger): PubSub {
  const table = new HandlerTable(log);
  return {
    async publish(channel, payload) {
      const publishedAt = Date.now();
      queueMicrotask(() => table.deliver(channel, payload, publishedAt));
      return table.has(channel) ? 1 : 0;
    },
    async subscribe(channel, handler) {
      table.add(channel, handler);
      return () => void table.remove(channel, handler);
    },
    channelCount: () => table.size,
    onResumed() {},
    onDelivered: (listener) => table.onDelivered(listener),
    async close() {},
  };
}

export interface RedisPubSubOptions {
  url: string;
  /** Put in front of every channel name, so that deployments (or test runs) sharing a Redis never mix. */
  prefix?: string;
  log?: FastifyBaseLogger;
}

/**
 * Redis pub/sub over two connections per instance, whatever the number of sockets: one publishes, one
 * is in subscriber mode (Redis allows nothing else on it).
 *
 * Fan-out: one channel per recipient, subscribed by the instances that hold that recipient's sockets
 * (reference-counted here: ten tabs of one member make one SUBSCRIBE). A PUBLISH costs Redis a hash
 * lookup plus one write per subscribed instance, usually one, so each instance receives only the
 * traffic of its own members. The alternatives trade that away: `PSUBSCRIBE user:*` (or a handful of
 * shard channels) sends every message to every instance, so N instances do N times the receiving and
 * filtering work, and Redis also matches every pattern on every PUBLISH. The price here is one
 * subscription per connected member on the subscriber connection — 10 000 sockets make at most 10 000
 * entries in Redis's channel table (about 100 bytes each), not 10 000 connections — plus a SUBSCRIBE
 * and an UNSUBSCRIBE per member who comes and goes, which Redis answers in microseconds. After a
 * reconnection ioredis subscribes to every channel again in one command (autoResubscribe); then
 * `onResumed` says so (the hub tells its sockets to fetch what they may have missed).
 */
export function createRedisPubSub(options: RedisPubSubOptions): PubSub {
  const prefix = options.prefix ?? 'lien:';
  const log = options.log;
  // Publishing fails fast when Redis is away: the message is stored anyway, and its recipient is told
  // to fetch again once publishing works (LiveEvents).
  // Auto-pipelining: the publishes of one tick (a message goes to both participants) leave in one
  // socket write; in bench:chat's profile, socket writes were the sending instance's largest cost.
  const publisher = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    // A frozen server (connection open, no answer) fails a publish or a presence question in a second.
    commandTimeout: 1_000,
    lazyConnect: false,
    enableAutoPipelining: true,
  });
  const subscriber = new Redis(options.url, {
    autoResubscribe: true,
    lazyConnect: false,
    // ioredis 5 checks a new connection with INFO before it is ready, but lets a SUBSCRIBE through
    // meanwhile: one sent in that window (a socket opening as Redis comes back) puts the connection in
    // subscriber mode, INFO is refused, ioredis reconnects and the channel is lost though its SUBSCRIBE
    // was acknowledged (redis/ioredis#2037, fixed in 6). Without the check nothing is in between.
    enableReadyCheck: false,
  });
  const resumed: ((link: PubSubLink) => void)[] = [];
  let closing = false;
  for (const [link, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    watchLink(connection, link, {
      outage: new OutageLog(log, {
        outage: `redis-${link}`,
        started: `Redis pub/sub ${link} unreachable: live events between instances are interrupted`,
        ended: `Redis pub/sub ${link} back`,
      }),
      closing: () => closing,
      resumed: () => {
        for (const listener of resumed) listener(link);
      },
    });
  }
  const table = new HandlerTable(log);
  /** SUBSCRIBEs not yet acknowledged: a second handler of the channel waits for the same one. */
  const pending = new Map<string, Promise<unknown>>();
  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    const name = channel.toString();
    if (!name.startsWith(prefix)) return;
    const { payload, publishedAt } = unstamped(message.toString());
    table.deliver(name.slice(prefix.length), payload, publishedAt);
  });

  return {
    async publish(channel, payload) {
      // PUBLISH answers the subscriber connections that received the message: one per instance.
      return publisher.publish(prefix + channel, stamped(payload));
    },
    async subscribe(channel, handler) {
      if (table.add(channel, handler)) {
        const acknowledged = subscriber.subscribe(prefix + channel);
        pending.set(channel, acknowledged);
        try {
          await acknowledged;
        } catch (error) {
          table.remove(channel, handler);
          throw error;
        } finally {
          if (pending.get(channel) === acknowledged) pending.delete(channel);
        }
      } else {
        await pending.get(channel);
      }
      return () => {
        // The last handler gone: unsubscribe, unless another arrived meanwhile (the table says so).
        if (table.remove(channel, handler)) {
          subscriber.unsubscribe(prefix + channel).catch((error: unknown) => {
            log?.warn({ err: error, channel }, 'Redis unsubscribe failed');
          });
        }
      };
    },
    channelCount: () => table.size,
    onResumed(listener) {
      resumed.push(listener);
    },
    onDelivered: (listener) => table.onDelivered(listener),
    async close() {
      closing = true;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/**
 * Follows one Redis connection: its errors and closes make one outage (ioredis reports every failed
 * reconnection, several a second), which ends when the connection is ready again; then `resumed` is
 * told. The subscriber's channels are subscribed again by ioredis as it becomes ready; a PING sent after
 * them is answered after them (Redis answers a connection's commands in order), so `resumed` comes once
 * they hold.
 */
function watchLink(
  connection: Redis,
  link: PubSubLink,
  watch: { outage: OutageLog; closing: () => boolean; resumed: () => void },
): void {
  const { outage } = watch;
  connection.on('error', (error) => outage.failed(error, 'connectionErrors'));
  connection.on('close', () => {
    if (!watch.closing()) outage.failed(new Error(`Redis ${link} connection closed`), 'connectionsClosed');
  });
  connection.on('ready', () => {
    if (!outage.active) return;
    const held = link === 'subscriber' ? connection.ping() : Promise.resolve();
    held.then(
      () => {
        outage.recovered();
        watch.resumed();
      },
      // Lost again at once: the next 'ready' ends the outage.
      () => undefined,
    );
  });
}

/** Redis when REDIS_URL is set, in-process otherwise (DESIGN.md). */
export function createPubSub(config: { redisUrl?: string }, log?: FastifyBaseLogger): PubSub {
  return config.redisUrl ? createRedisPubSub({ url: config.redisUrl, log }) : createInProcessPubSub(log);
}
