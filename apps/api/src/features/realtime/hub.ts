import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../infra/pubsub';
import { COUNTS_STALE, RESYNC, THEN_COUNTS, userChannel } from './service';

/** The part of a `ws` WebSocket the hub uses (a fake one in unit tests). */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

/** Who a socket belongs to, from the token it opened with. */
export interface LiveSession {
  userId: number;
  sessionVersion: number;
  /** The token's expiry (ms since the epoch): the socket closes then, as the session ends. */
  expiresAt: number;
}

export interface BadgeCounts {
  newLikes: number;
  unreadMessages: number;
  newMatches: number;
}

export interface HubOptions {
  pubsub: PubSub;
  /** The badge counts of these members (every one of them in the map). */
  counts: (userIds: number[]) => Promise<Map<number, BadgeCounts>>;
  /** Current session versions of these members; a member missing from the map no longer exists. */
  sessionVersions: (userIds: number[]) => Promise<Map<number, number>>;
  log?: FastifyBaseLogger;
  /** How long notices are gathered (COUNTS_GATHER_MS); 0: a turn of the event loop (unit tests). */
  countsGatherMs?: number;
}

const OPEN = 1;
/** RFC 6455 "policy violation": the web client stops retrying with this token. */
export const CLOSE_POLICY = 1008;
/** A socket whose reader stopped reading holds at most this much of our memory, then it is dropped. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Members whose counts one statement computes at most (10 000 sockets opening at once make several). */
export const COUNTS_BATCH_MAX = 500;
/**
 * How long notices are gathered before a batch of counts, and between batches: a badge follows its
 * message by a tenth of a second at most, and one statement counts for every member noticed meanwhile.
 * Batching by turn only, two instances at 2 000 messages a second computed counts about 4 members a
 * statement; gathered 100 ms, about 100, and PostgreSQL took 0.62 cores instead of 0.74 (medians of
 * 15 steps each, bench/README, 29 November).
 */
export const COUNTS_GATHER_MS = 100;

interface Connection extends LiveSession {
  socket: LiveSocket;
  alive: boolean;
}

interface Member {
  connections: Set<Connection>;
  /** Resolves, once the channel is subscribed, to the function that unsubscribes it. */
  subscribed: Promise<() => void>;
}

/**
 * This instance's sockets, by member. A member's first socket subscribes to their pub/sub channel and
 * their last one unsubscribes, so an instance receives only the events of members it holds. Events
 * arrive as JSON already written by the publisher and are sent on as they are. "Counts stale" notices
 * are gathered: the members noticed during COUNTS_GATHER_MS, or while the previous counts were being
 * computed, get theirs from one batch (one statement, however many members), and a member noticed ten
 * times meanwhile gets one `counts` event. At 2 000 messages a second, computing each recipient's
 * counts on its own was two statements per message on the receiving instance.
 */
export class SocketHub {
  readonly #members = new Map<number, Member>();
  /** Members whose counts are due, in the order noticed. */
  readonly #countsDue = new Set<number>();
  /** A batch of counts is scheduled or being computed: notices meanwhile wait for the next one. */
  #countsRunning = false;

  readonly #gatherMs: number;

  constructor(private readonly options: HubOptions) {
    this.#gatherMs = options.countsGatherMs ?? COUNTS_GATHER_MS;
  }

  /** Open sockets on this instance. */
  get socketCount(): number {
    let count = 0;
    for (const member of this.#members.values()) count += member.connections.size;
    return count;
  }

  /**
   * Adds an authenticated socket; resolves once events published from now on reach it, after which the
   * socket gets its badge counts with the next batch (a client that reconnects is up to date within
   * COUNTS_GATHER_MS).
   */
  async attach(socket: LiveSocket, session: LiveSession): Promise<void> {
    const connection: Connection = { ...session, socket, alive: true };
    const { userId } = session;
    let member = this.#members.get(userId);
    if (!member) {
      const handler = (payload: string) => this.#receive(userId, payload);
      const entry: Member = {
        connections: new Set(),
        subscribed: this.options.pubsub.subscribe(userChannel(userId), handler),
      };
      // The attaching caller handles the failure (it closes its socket); the next socket tries afresh.
      entry.subscribed.catch(() => {
        if (this.#members.get(userId) === entry) this.#members.delete(userId);
      });
      this.#members.set(userId, entry);
      member = entry;
    }
    member.connections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => this.#detach(connection));
    await member.subscribed;
    this.#refreshCounts(userId);
  }

  /**
   * The heartbeat, run every period: a socket that did not answer the previous ping is dropped (its
   * peer vanished without closing), the others are pinged; a socket whose token expired is closed.
   */
  heartbeat(now = Date.now()): void {
    for (const member of this.#members.values()) {
      for (const connection of member.connections) {
        if (!connection.alive) connection.socket.terminate();
        else if (now >= connection.expiresAt) connection.socket.close(CLOSE_POLICY, 'session expired');
        else {
          connection.alive = false;
          connection.socket.ping();
        }
      }
    }
  }

  /**
   * Closes the sockets whose session was revoked since they opened (password changed, account
   * deleted), run every period: one query for all members.
   */
  async checkSessions(): Promise<void> {
    if (this.#members.size === 0) return;
    // Only the sockets held now are judged by the answer: one attaching while the query runs had its
    // token checked after this read began, and is missing from (or older in) the answer. Closing it with
    // 1008 lost its live events for good (the client does not retry a refused token).
    const checked = [...this.#members.values()].flatMap((member) => [...member.connections]);
    const versions = await this.options.sessionVersions([...this.#members.keys()]);
    for (const connection of checked) {
      if (versions.get(connection.userId) !== connection.sessionVersion) {
        connection.socket.close(CLOSE_POLICY, 'session revoked');
      }
    }
  }

  /**
   * Every socket is told to fetch again what it shows (`resync`), then gets fresh counts: events may
   * have been lost while this instance's pub/sub link was down. Answers how many sockets were told.
   */
  resyncAll(): number {
    for (const userId of this.#members.keys()) {
      this.#send(userId, RESYNC);
      this.#refreshCounts(userId);
    }
    return this.socketCount;
  }

  /** Closes every socket (the instance is stopping): 1001, "going away", and the clients reconnect. */
  closeAll(): void {
    for (const member of this.#members.values()) {
      for (const connection of member.connections) connection.socket.close(1001, 'server restarting');
    }
  }

  #detach(connection: Connection): void {
    const member = this.#members.get(connection.userId);
    if (!member?.connections.delete(connection) || member.connections.size > 0) return;
    this.#members.delete(connection.userId);
    member.subscribed.then((unsubscribe) => unsubscribe()).catch(() => undefined);
  }

  #receive(userId: number, payload: string): void {
    if (payload === COUNTS_STALE) this.#refreshCounts(userId);
    else if (payload.startsWith(THEN_COUNTS)) {
      this.#send(userId, payload.slice(THEN_COUNTS.length));
      this.#refreshCounts(userId);
    } else this.#send(userId, payload);
  }

  #send(userId: number, payload: string): void {
    const member = this.#members.get(userId);
    if (!member) return;
    for (const connection of member.connections) {
      if (connection.socket.readyState !== OPEN) continue;
      if (connection.socket.bufferedAmount > MAX_BUFFERED_BYTES) connection.socket.terminate();
      else connection.socket.send(payload);
    }
  }

  /** The member's counts are due: they go with the next batch (see the class comment). */
  #refreshCounts(userId: number): void {
    this.#countsDue.add(userId);
    if (this.#countsRunning) return;
    this.#countsRunning = true;
    const run = () => {
      this.#pushCounts().finally(() => {
        this.#countsRunning = false;
      });
    };
    if (this.#gatherMs > 0) setTimeout(run, this.#gatherMs);
    else setImmediate(run);
  }

  /** Computes and pushes the due counts, batch after batch (gathering between them), until none is due. */
  async #pushCounts(): Promise<void> {
    while (this.#countsDue.size > 0) {
      const batch: number[] = [];
      for (const userId of this.#countsDue) {
        this.#countsDue.delete(userId);
        if (this.#members.has(userId)) batch.push(userId);
        if (batch.length === COUNTS_BATCH_MAX) break;
      }
      if (batch.length === 0) continue;
      try {
        const counts = await this.options.counts(batch);
        for (const userId of batch) {
          const badges = counts.get(userId);
          if (badges) this.#send(userId, JSON.stringify({ type: 'counts', ...badges }));
        }
      } catch (error) {
        this.options.log?.warn({ err: error, members: batch.length }, 'badge counts not pushed');
      }
      if (this.#gatherMs > 0 && this.#countsDue.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, this.#gatherMs));
      }
    }
  }
}
