import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { NamedPool } from '../../db/connect';
import type { ReplicaState } from '../../db/read-routing';
import type { PubSub } from '../../infra/pubsub';

/** Request durations, seconds: from a few milliseconds (most reads) to the 15 s query bound. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];
/** A deck takes tens of milliseconds on a warm cache, a few hundred on a cold one (bench/README.md). */
const DECK_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2, 5];
/** Publish to handler: a fraction of a millisecond in one process, about one through Redis. */
const LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * One app's instruments, in a registry of its own (tests build many apps in one process, and two
 * registries never mix their figures): the process's default metrics, request durations by route,
 * the deck's build time, the pub/sub's delivery lag, the database pools, read as Prometheus scrapes,
 * and the stored files the nightly sweep removed (counted by the instance that ran it).
 * The queue gauges are set by the scrape itself (queues.ts).
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests: Histogram<'method' | 'route' | 'status_class'>;
  readonly deck: Histogram;
  readonly pubsubLag: Histogram;
  readonly orphans: Counter;

  constructor(
    pools: readonly NamedPool[],
    pubsub: Pick<PubSub, 'onDelivered'>,
    replicas: () => ReplicaState[] = () => [],
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'lien_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status class (2xx…5xx), from arrival to the last byte handed to the socket.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.deck = new Histogram({
      name: 'lien_deck_build_duration_seconds',
      help: 'Time to build one page of the swipe deck (GET /api/swipe_profiles), database reads and scoring.',
      buckets: DECK_BUCKETS,
      registers,
    });
    this.pubsubLag = new Histogram({
      name: 'lien_pubsub_delivery_lag_seconds',
      help: "Time from a live event's publish (publisher's clock) to its handlers on this instance.",
      buckets: LAG_BUCKETS,
      registers,
    });
    this.orphans = new Counter({
      name: 'lien_storage_orphans_removed_total',
      help: 'Stored files the nightly sweep removed: older than a day, named by no database row (features/storage-sweep).',
      registers,
    });
    pubsub.onDelivered((lagMs) => this.pubsubLag.observe(lagMs / 1000));
    poolGauges(pools, registers);
    replicaGauges(replicas, registers);
  }

  /** Observes one deck page's build time (DeckService). */
  readonly deckBuilt = (seconds: number) => this.deck.observe(seconds);

  /** Counts one orphaned file the storage sweep removed. */
  readonly orphanRemoved = () => this.orphans.inc();
}

/** The pools' connections, read from each pool object as Prometheus scrapes (no query). */
function poolGauges(pools: readonly NamedPool[], registers: Registry[]): void {
  const labelNames = ['role', 'name'] as const;
  const gauge = (name: string, help: string, read: (pool: NamedPool['pool']) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      collect() {
        for (const { role, name: poolName, pool } of pools) {
          const value = read(pool);
          if (value !== undefined) this.set({ role, name: poolName }, value);
        }
      },
    });
  gauge(
    'lien_db_pool_connections',
    'Connections the pool holds open (idle or checked out).',
    (pool) => pool.totalCount,
  );
  gauge(
    'lien_db_pool_idle_connections',
    'Open connections of the pool waiting for a query.',
    (pool) => pool.idleCount,
  );
  gauge(
    'lien_db_pool_waiting_requests',
    'Queries waiting for a connection of the pool (all of them checked out).',
    (pool) => pool.waitingCount,
  );
  gauge('lien_db_pool_max_connections', 'The most connections the pool opens.', (pool) => pool.options.max);
}

/** Each read replica's state as the read routing last saw it (no query at scrape time). */
function replicaGauges(replicas: () => ReplicaState[], registers: Registry[]): void {
  new Gauge({
    name: 'lien_db_replica_up',
    help: 'Whether the replica takes reads now (1): answering, replaying, and within the lag bound.',
    labelNames: ['name'],
    registers,
    collect() {
      for (const replica of replicas()) this.set({ name: replica.name }, replica.up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'lien_db_replica_lag_seconds',
    help: "How far the replica's replay is behind the primary (absent when unknown or past the bound).",
    labelNames: ['name'],
    registers,
    collect() {
      this.reset();
      for (const replica of replicas()) {
        if (replica.lagMs !== null) this.set({ name: replica.name }, replica.lagMs / 1000);
      }
    },
  });
}
