import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '../src/infra/pubsub';
import { missingServices, redisUrl, uniquePrefix } from './services';

const missingRedis = await missingServices({ redis: true });

/** Collects what a channel hears, and waits until it heard `count` payloads (as heard by then, after at most 3 s). */
function listener() {
  const heard: string[] = [];
  return {
    heard,
    handler: (payload: string) => heard.push(payload),
    async until(count: number): Promise<string[]> {
      await vi
        .waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(count), { timeout: 3000 })
        .catch(() => {});
      return heard;
    },
  };
}

/** What both implementations promise, checked on each. */
function behavesAsPubSub(make: () => { publisher: PubSub; subscriber: PubSub }) {
  it('answers how many instances listen to a channel it publishes to (a member with the app open)', async () => {
    const { publisher, subscriber } = make();
    expect(await publisher.publish('user:40', 'personne')).toBe(0);
    const removeOne = await subscriber.subscribe('user:40', () => {});
    const removeOther = await subscriber.subscribe('user:40', () => {});
    // Two handlers (two tabs) on one instance: one instance listens.
    expect(await publisher.publish('user:40', 'deux onglets')).toBe(1);
    expect(await publisher.publish('user:41', 'personne')).toBe(0);
    removeOne();
    expect(await publisher.publish('user:40', 'un onglet')).toBe(1);
    removeOther();
    await vi.waitFor(async () => expect(await publisher.publish('user:40', 'parti')).toBe(0), {
      timeout: 3000,
    });
  });

  it('delivers to every handler of the channel, only that channel, asynchronously', async () => {
    const { publisher, subscriber } = make();
    const [one, two, other] = [listener(), listener(), listener()];
    await subscriber.subscribe('user:1', one.handler);
    await subscriber.subscribe('user:1', two.handler);
    await subscriber.subscribe('user:2', other.handler);
    expect(subscriber.channelCount()).toBe(2);
    await publisher.publish('user:1', 'bonjour');
    expect(await one.until(1)).toEqual(['bonjour']);
    expect(await two.until(1)).toEqual(['bonjour']);
    expect(other.heard).toEqual([]);
  });

  it('stops delivering to a handler once removed, and forgets a channel with its last handler', async () => {
    const { publisher, subscriber } = make();
    const [kept, removed] = [listener(), listener()];
    await subscriber.subscribe('user:3', kept.handler);
    const unsubscribe = await subscriber.subscribe('user:3', removed.handler);
    unsubscribe();
    await publisher.publish('user:3', 'un');
    expect(await kept.until(1)).toEqual(['un']);
    expect(removed.heard).toEqual([]);
    const last = await subscriber.subscribe('user:4', listener().handler);
    expect(subscriber.channelCount()).toBe(2);
    last();
    expect(subscriber.channelCount()).toBe(1);
  });

  it('keeps the order of one publisher’s messages to a channel', async () => {
    const { publisher, subscriber } = make();
    const ordered = listener();
    await subscriber.subscribe('user:5', ordered.handler);
    const sent = Array.from({ length: 200 }, (_, index) => String(index));
    await Promise.all(sent.map((payload) => publisher.publish('user:5', payload)));
    expect(await ordered.until(200)).toEqual(sent);
  });

  it('tells the delivery lag of each message heard, once however many handlers, and hands it as published', async () => {
    const { publisher, subscriber } = make();
    const lags: number[] = [];
    subscriber.onDelivered((lagMs) => lags.push(lagMs));
    const [one, two] = [listener(), listener()];
    await subscriber.subscribe('user:6', one.handler);
    await subscriber.subscribe('user:6', two.handler);
    // Payloads that look like the wire's stamp reach the handlers untouched.
    const payloads = ['{"type":"resync"}', '@12;pas un horodatage', '+"counts-stale"'];
    for (const payload of payloads) await publisher.publish('user:6', payload);
    await publisher.publish('user:7', 'personne n’écoute');
    expect(await one.until(3)).toEqual(payloads);
    expect(await two.until(3)).toEqual(payloads);
    expect(lags).toHaveLength(3);
    for (const lag of lags) {
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThan(3000);
    }
  });
}

describe('in-process pub/sub', () => {
  behavesAsPubSub(() => {
    const pubsub = createInProcessPubSub();
    return { publisher: pubsub, subscriber: pubsub };
  });
});

describe.skipIf(missingRedis !== null)('Redis pub/sub between two instances', () => {
  const opened: PubSub[] = [];
  const open = (prefix: string) => {
    const pubsub = createRedisPubSub({ url: redisUrl, prefix });
    opened.push(pubsub);
    return pubsub;
  };
  afterAll(async () => {
    for (const pubsub of opened) await pubsub.close();
  });

  behavesAsPubSub(() => {
    const prefix = uniquePrefix('pubsub');
    return { publisher: open(prefix), subscriber: open(prefix) };
  });

  it('delivers unmeasured, as published, a message from an instance that does not stamp', async () => {
    const prefix = uniquePrefix('unstamped');
    const subscriber = open(prefix);
    const lags: number[] = [];
    subscriber.onDelivered((lagMs) => lags.push(lagMs));
    const heard = listener();
    await subscriber.subscribe('user:8', heard.handler);
    const older = new Redis(redisUrl);
    try {
      await older.publish(`${prefix}user:8`, '{"type":"resync"}');
    } finally {
      older.disconnect();
    }
    expect(await heard.until(1)).toEqual(['{"type":"resync"}']);
    expect(lags).toEqual([]);
  });

  it('keeps deployments with different prefixes apart', async () => {
    const mine = open(uniquePrefix('mine'));
    const theirs = open(uniquePrefix('theirs'));
    const heard = listener();
    await mine.subscribe('user:1', heard.handler);
    // Redis runs commands one at a time and writes to a subscriber's connection in that order: had the
    // first publish reached `mine`, it would be heard before the second, so hearing one is proof enough.
    await theirs.publish('user:1', 'pas pour toi');
    await mine.publish('user:1', 'pour toi');
    expect(await heard.until(1)).toEqual(['pour toi']);
  });

  it('lets a second handler that arrives during the SUBSCRIBE hear what follows', async () => {
    const prefix = uniquePrefix('race');
    const [publisher, subscriber] = [open(prefix), open(prefix)];
    const [first, second] = [listener(), listener()];
    await Promise.all([
      subscriber.subscribe('user:9', first.handler),
      subscriber.subscribe('user:9', second.handler),
    ]);
    await publisher.publish('user:9', 'les deux');
    expect(await first.until(1)).toEqual(['les deux']);
    expect(await second.until(1)).toEqual(['les deux']);
  });
});
