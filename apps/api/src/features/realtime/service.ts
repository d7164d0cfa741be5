import type { RealtimeEvent } from '@lien/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../infra/pubsub';
import type { AwayListener } from '../notifications/push';

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

/**
 * Live events for other features (chat, discovery, appointments): `notify` sends an event to every
 * socket of a member, whichever instance holds it, through the pub/sub. Fire and forget: the caller's
 * request has already done its work, and a client that misses an event catches up by polling (SPEC §4).
 */
export class LiveEvents {
  constructor(
    private readonly pubsub: PubSub,
    private readonly log?: FastifyBaseLogger,
    /** Told of every event, to reach members who have no socket open (features/notifications). */
    private readonly away?: AwayListener,
  ) {}

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

  /** Publishes; answers the instances that hold the member's sockets, undefined when that is unknown. */
  #publish(userId: number, payload: string): Promise<number | undefined> {
    return this.pubsub.publish(userChannel(userId), payload).catch((error: unknown) => {
      this.log?.warn({ err: error, userId }, 'live event not published');
      return undefined;
    });
  }
}
