import type { RealtimeEvent } from '@lien/contract';
import type { FastifyBaseLogger } from 'fastify';
import { OutageLog } from '../../infra/outage-log';
import type { PubSub } from '../../infra/pubsub';

/** What LiveEvents tells about each event it sends (the push announcer of features/notifications listens). */
export interface AwayListener {
  /**
   * The event was sent to the member's sockets; those who have none may be told otherwise. `listeners`
   * resolves to the instances that hold a socket of theirs (the publish's answer), or to undefined when
   * that is unknown (the publish failed).
   */
  announced(userId: number, event: RealtimeEvent, listeners: Promise<number | undefined>): void;
}

/** The pub/sub channel of one member: every instance holding a socket of theirs listens to it. */
export const userChannel = (userId: number) => `user:${userId}`;

/**
 * Published instead of an event: "this member's badge counts changed". The instances holding the
 * member's sockets compute the counts and push a `counts` event; nobody computes them for a member
 * who is not connected anywhere.
 */
export const COUNTS_STALE = '"counts-stale"';

/**
 * Put in front of an event's JSON: "send this, then the counts too" — one publish where an event and
 * a counts notice would take two (a new message, like or match changes the recipient's badges).
 */
export const THEN_COUNTS = '+';

/** "Fetch again what you show": the client refetches its threads, lists and counts (contract). */
export const RESYNC = JSON.stringify({ type: 'resync' } satisfies RealtimeEvent);

/** Members remembered for a resync at most; past it, the outage's end line counts those left out. */
const MAX_MISSED_MEMBERS = 100_000;

/**
 * Live events for other features (chat, discovery, appointments): `notify` sends an event to every
 * socket of a member, whichever instance holds it, through the pub/sub. Fire and forget: the caller's
 * request has already done its work. An event that could not be published (Redis away) is not kept:
 * its member is, and once publishing works again (the publisher's link is back, or a publish went
 * through) each such member is sent `resync` (their counts following), so that their sockets, on any
 * instance, fetch again what they show. The instances whose own subscriber link was cut resync all
 * their sockets themselves (realtime/routes.ts).
 */
export class LiveEvents {
  readonly #outage: OutageLog;
  /** Members an event of whom was lost since publishing last worked. */
  readonly #missed = new Set<number>();

  constructor(
    private readonly pubsub: PubSub,
    log?: FastifyBaseLogger,
    /** Told of every event, to reach members who have no socket open (features/notifications). */
    private readonly away?: AwayListener,
  ) {
    this.#outage = new OutageLog(log, {
      outage: 'live-events',
      started:
        'live events not published (the pub/sub is unreachable); their members will be told to fetch again',
      ended: 'live events published again',
    });
    pubsub.onResumed((link) => {
      if (link === 'publisher') this.#published();
    });
  }

  /**
   * Sends one event to all the member's sockets, on every instance; with `countsChanged`, their badge
   * counts follow (as `countsChanged` would, in the same publish).
   */
  notify(userId: number, event: RealtimeEvent, options: { countsChanged?: boolean } = {}): void {
    const json = JSON.stringify(event);
    const listeners = this.#publish(userId, options.countsChanged ? THEN_COUNTS + json : json);
    this.away?.announced(userId, event, listeners);
  }

  /** The member's new-likes or unread-messages count changed: their sockets get a fresh `counts`. */
  countsChanged(userId: number): void {
    void this.#publish(userId, COUNTS_STALE);
  }

  /**
   * Publishes; answers how many instances hold the member's sockets (the pub/sub's own answer), or
   * undefined when that is unknown because the publish failed.
   */
  #publish(userId: number, payload: string): Promise<number | undefined> {
    return this.pubsub.publish(userChannel(userId), payload).then(
      (listeners) => {
        if (this.#outage.active || this.#missed.size > 0) this.#published();
        return listeners;
      },
      (error: unknown) => {
        this.#lost(userId, error);
        return undefined;
      },
    );
  }

  #lost(userId: number, error: unknown): void {
    this.#outage.failed(error, 'notPublished');
    if (this.#missed.size < MAX_MISSED_MEMBERS) this.#missed.add(userId);
    else if (!this.#missed.has(userId)) this.#outage.count('membersNotResynced');
  }

  /** Publishing works: the members who missed events are told to resync, and the outage ends. */
  #published(): void {
    const members = [...this.#missed];
    this.#missed.clear();
    for (const userId of members) {
      this.#outage.count('membersResynced');
      this.pubsub
        .publish(userChannel(userId), THEN_COUNTS + RESYNC)
        .catch((error: unknown) => this.#lost(userId, error));
    }
    this.#outage.recovered();
  }
}
