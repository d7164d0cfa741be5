import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import type { QueueJob } from '../infra/jobs/runner';
import { perTurnBatches } from '../infra/turn-batches';
import type { NamedPool } from './connect';
import { isDatabaseUnavailable } from './errors';
import type { Database } from './schema';
import { parseWalPosition, primaryWalPosition, replayedWalPosition } from './wal-positions';

type Db = Kysely<Database>;

/** How the replicas are watched (DESIGN.md « Read replicas »). */
export interface ReadRoutingOptions {
  /** How often each server's log position is read. */
  pollMs: number;
  /** A replica not heard from for this long is treated as gone until it answers again. */
  silentAfterMs: number;
  /**
   * A replica further behind than this (it has not replayed what the primary had that long ago) takes
   * no reads: a replica stuck or cut off from its primary would otherwise serve an old world for ever.
   * It is also how long a member's write position is worth keeping (plugins/read-your-writes.ts).
   */
  maxLagMs: number;
}

export const READ_ROUTING: ReadRoutingOptions = { pollMs: 100, silentAfterMs: 3_000, maxLagMs: 30_000 };

/** A replica as /metrics and the tests see it. */
export interface ReplicaState {
  /** Its host:port. */
  name: string;
  /** Whether it takes reads now: answering, replaying, and within maxLagMs of the primary. */
  up: boolean;
  /** How far it has replayed the primary's log; null before its first answer. */
  replayed: string | null;
  /** How far behind the primary it is, in milliseconds (null: unknown, or beyond maxLagMs). */
  lagMs: number | null;
}

interface Replica {
  name: string;
  db: Db;
  replayed: bigint | null;
  replayedText: string | null;
  /** When the poll that last answered was sent. */
  answeredAt: number;
  /** When a read last failed to reach it: it is down until a poll sent after that answers. */
  failedAt: number;
  polling: boolean;
}

/** The primary's log position at a moment: whatever had committed then lies before `lsn`. */
interface Sample {
  at: number;
  lsn: bigint;
}

/**
 * Sends members' reads to PostgreSQL streaming replicas that have replayed at least what the member
 * last wrote, and everything else to the primary. Every `pollMs` (a queue job of the app's runner) it
 * reads the primary's log position and each replica's replay position, so choosing costs no round
 * trip. A replica that stops answering, or whose read fails for want of a connection, is left out
 * until it answers again, and the read is done again on the primary: the member sees no error.
 */
export class ReplicaRouting {
  readonly #replicas: Replica[];
  readonly #samples: Sample[] = [];
  #sampling = false;
  #turn = 0;
  readonly #position: (key: 0) => Promise<string>;

  constructor(
    private readonly primary: Db,
    replicaPools: readonly NamedPool[],
    private readonly log: FastifyBaseLogger,
    private readonly options: ReadRoutingOptions = READ_ROUTING,
  ) {
    this.#replicas = replicaPools.map((named) => ({
      name: named.name,
      // The pool is the connection handle's (db/connect.ts), which ends it: this Kysely is never destroyed.
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: named.pool }) }),
      replayed: null,
      replayedText: null,
      answeredAt: 0,
      failedAt: 0,
      polling: false,
    }));
    // Every write of a turn of the event loop shares one reading, asked once they have all committed.
    this.#position = perTurnBatches(async (keys) => {
      const lsn = await primaryWalPosition(this.primary);
      return keys.map(() => lsn);
    }, 10_000);
  }

  /** How long a member's write position is worth keeping: past it, every replica up has replayed it. */
  get maxLagMs(): number {
    return this.options.maxLagMs;
  }

  /** The primary's log position now, for a member who has just written (one query per turn for all). */
  primaryPosition(): Promise<string> {
    return this.#position(0);
  }

  /**
   * Runs a read on a replica that has replayed `after` (a member's last write; null: none known),
   * round-robin among those, else on the primary. Should the replica fail to answer (gone, restarting,
   * its statement cancelled by its replay), the read is run again on the primary.
   */
  async read<T>(after: bigint | null, run: (db: Db) => Promise<T>): Promise<T> {
    const replica = this.#pick(after, Date.now());
    if (!replica) return run(this.primary);
    try {
      return await run(replica.db);
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.#markFailed(replica, error);
      else if (!isRecoveryConflict(error)) throw error;
      return run(this.primary);
    }
  }

  /** Each replica's state (for /metrics and the tests). */
  states(): ReplicaState[] {
    const now = Date.now();
    return this.#replicas.map((replica) => {
      const lagMs = this.#lagOf(replica, now);
      return {
        name: replica.name,
        up: this.#isUp(replica, now),
        replayed: replica.replayedText,
        lagMs: Number.isFinite(lagMs) ? lagMs : null,
      };
    });
  }

  /** The app runner's job reading the positions (infra/jobs); a run never fails. */
  pollingJob(): QueueJob<void> {
    return { name: 'read-replica-positions', pollMs: this.options.pollMs, run: () => this.#poll() };
  }

  async #poll(): Promise<void> {
    const polls = [this.#samplePrimary(), ...this.#replicas.map((replica) => this.#pollReplica(replica))];
    // A server that hangs holds up only its own poll: the next run starts the others' again on time.
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.pollMs);
    });
    await Promise.race([Promise.all(polls), bound]);
    clearTimeout(timer);
  }

  async #samplePrimary(): Promise<void> {
    if (this.#sampling) return;
    this.#sampling = true;
    const at = Date.now();
    try {
      const lsn = parseWalPosition(await primaryWalPosition(this.primary));
      if (lsn !== null) this.#samples.push({ at, lsn });
      // What is older than maxLagMs is no longer needed to measure a lag worth having.
      const oldest = Date.now() - this.options.maxLagMs;
      while (this.#samples.length > 1 && (this.#samples[0]?.at ?? 0) < oldest) this.#samples.shift();
    } catch {
      // The primary's own failures are told by its calls; without samples, replicas age out (maxLagMs).
    } finally {
      this.#sampling = false;
    }
  }

  async #pollReplica(replica: Replica): Promise<void> {
    if (replica.polling) return;
    replica.polling = true;
    const sentAt = Date.now();
    const wasUp = this.#isUp(replica, sentAt);
    try {
      const text = await replayedWalPosition(replica.db);
      replica.replayed = parseWalPosition(text);
      replica.replayedText = replica.replayed === null ? null : text;
      if (replica.replayed === null) {
        if (wasUp)
          this.log.warn({ replica: replica.name }, 'read replica is not replaying: reads go to the primary');
        return;
      }
      replica.answeredAt = sentAt;
      if (!wasUp && this.#isUp(replica, Date.now()))
        this.log.info({ replica: replica.name }, 'read replica up');
    } catch (error) {
      if (wasUp)
        this.log.warn(
          { err: error, replica: replica.name },
          'read replica unreachable: reads go to the primary',
        );
      replica.failedAt = Date.now();
    } finally {
      replica.polling = false;
    }
  }

  #markFailed(replica: Replica, error: unknown): void {
    const now = Date.now();
    if (this.#isUp(replica, now)) {
      this.log.warn({ err: error, replica: replica.name }, 'read replica failed: reads go to the primary');
    }
    replica.failedAt = now;
  }

  /**
   * How long ago the primary was where this replica is now: the newest sample it has replayed. Infinity
   * when it has replayed none of the last maxLagMs.
   */
  #lagOf(replica: Replica, now: number): number {
    if (replica.replayed === null) return Number.POSITIVE_INFINITY;
    for (let i = this.#samples.length - 1; i >= 0; i -= 1) {
      const sample = this.#samples[i];
      if (sample && sample.lsn <= replica.replayed) return now - sample.at;
    }
    return Number.POSITIVE_INFINITY;
  }

  #isUp(replica: Replica, now: number): boolean {
    return (
      replica.replayed !== null &&
      replica.answeredAt > replica.failedAt &&
      now - replica.answeredAt <= this.options.silentAfterMs &&
      this.#lagOf(replica, now) <= this.options.maxLagMs
    );
  }

  /** A replica up that has replayed `after`, taking turns; null: the primary. */
  #pick(after: bigint | null, now: number): Replica | null {
    const ready = this.#replicas.filter(
      (replica) =>
        this.#isUp(replica, now) &&
        (after === null || (replica.replayed !== null && replica.replayed >= after)),
    );
    if (ready.length === 0) return null;
    this.#turn = (this.#turn + 1) % ready.length;
    return ready[this.#turn] ?? null;
  }
}

/**
 * A replica cancelled the statement because its replay needed the rows it was reading (SQLSTATE
 * 40001 on a read-only statement): the primary has no such conflict.
 */
function isRecoveryConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '40001';
}
