import { type PushPayload, pushPayload, type RealtimeEvent } from '@lien/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { VapidConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { QueueJob } from '../../infra/jobs/runner';
import { OutageLog } from '../../infra/outage-log';
import type { PubSub } from '../../infra/pubsub';
import type { AwayListener } from '../realtime/service';
import * as q from './queries';
import { callPush, matchPush, messagePush } from './texts';

/** The events that may become a push. */
type AnnouncedEvent = Extract<RealtimeEvent, { type: 'match' | 'message' | 'appointment' }>;

/**
 * Decides which live events become a push (issue #17): a new match, a message from someone else,
 * a call booked by a match; only for a member with no socket open anywhere (no instance heard the
 * event's publish), with the kind switched on in their preferences, and at least one subscribed device.
 * When presence cannot be known (the publish failed: the pub/sub does not answer), the push goes: one
 * too many beats one lost, and the live event it doubles was lost too. The push is queued in
 * `push_outbox` (the worker sends it); nothing here is awaited by a request.
 */
export class PushAnnouncer implements AwayListener {
  /** Presence unknown: logged once per outage, with the pushes queued without it. */
  readonly #presence: OutageLog;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      /** Heard only for its publisher link coming back: presence is known again. */
      pubsub: Pick<PubSub, 'onResumed'>;
      log?: FastifyBaseLogger;
      /** Told when a push was queued, so the worker sends it at once. */
      nudge?: () => void;
    },
  ) {
    this.#presence = new OutageLog(deps.log, {
      outage: 'push-presence',
      started:
        'presence unknown (the pub/sub is unreachable): pushes are sent whether the app is open or not',
      ended: 'presence known again: pushes go only to members without the app open',
    });
    deps.pubsub.onResumed((link) => {
      if (link === 'publisher') this.#presence.recovered();
    });
  }

  /**
   * Announcements being decided. A set rather than a chain of `Promise.all([previous, next])`, which
   * held every announcement's result for the life of the process (a chat message's, at thousands a
   * second in bench:chat).
   */
  readonly #pending = new Set<Promise<void>>();

  /** Resolves once the pushes of the events announced so far are queued or decided against. */
  get settled(): Promise<void> {
    return Promise.all(this.#pending).then(() => undefined);
  }

  announced(userId: number, event: RealtimeEvent, listeners: Promise<number | undefined>): void {
    if (event.type !== 'match' && event.type !== 'message' && event.type !== 'appointment') return;
    if (event.type === 'message' && event.message.senderUserID === userId) return;
    const announced: AnnouncedEvent = event;
    const work = this.#queue(userId, announced, listeners).catch((error: unknown) => {
      this.deps.log?.warn({ err: error, userId, event: event.type }, 'push not queued');
    });
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  async #queue(userId: number, event: AnnouncedEvent, listeners: Promise<number | undefined>): Promise<void> {
    const { db } = this.deps;
    // An instance heard the event: it holds a socket of the member, whose app is open. Unknown (the
    // publish failed): the push goes, since one notification too many beats one lost.
    const heard = await listeners;
    if (heard === undefined)
      this.#presence.failed(new Error('the live event was not published'), 'presenceUnknown');
    else {
      this.#presence.recovered();
      if (heard > 0) return;
    }
    const [preferences, subscribed] = await Promise.all([
      q.preferencesOf(db, userId),
      q.hasSubscription(db, userId),
    ]);
    if (!subscribed) return;
    let kind: 'match' | 'message' | 'call';
    let payload: PushPayload | null = null;
    if (event.type === 'match') {
      if (!preferences.matches) return;
      kind = 'match';
      payload = matchPush(event.partner.firstName, event.conversationID);
    } else if (event.type === 'message') {
      if (!preferences.messages) return;
      kind = 'message';
      const senderId = event.message.senderUserID;
      const sender = senderId === null ? null : await q.firstNameOf(db, senderId);
      if (sender === null) return;
      payload = messagePush(sender, event.message.messageContent, event.conversationID);
    } else {
      if (!preferences.calls) return;
      kind = 'call';
      const call = await q.bookedCall(db, event.appointmentId);
      // Only the booked member hears of it: the booker made it.
      if (!call || call.created_by === userId) return;
      payload = callPush(call.first_name, call.starts_at, event.appointmentId);
    }
    await q.queuePush(db, userId, kind, payload);
    if (heard === undefined) this.#presence.count('queuedWithoutPresence');
    this.deps.nudge?.();
  }
}

/** A push service's answer that means the subscription is gone for good. */
const GONE = new Set([404, 410]);
/** Pushes one round sends at most. */
const BATCH = 50;
/** How long a claim holds a push (a worker that died mid-send leaves it due again after this). */
const CLAIM_MS = 60_000;
/** Attempts before a push is given up: a notification hours late is worth less than none. */
const MAX_ATTEMPTS = 5;
/** Rounds when nothing nudges: retries come due. */
const POLL_MS = 30_000;
/** The job runner's name of the sending (infra/jobs). */
export const PUSH_JOB = 'push sending';

export interface PushSender {
  send(
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
  ): Promise<{ statusCode: number }>;
}

/** A push service's refusal: its HTTP status, as web-push reports it. */
export class PushRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
  }
}

/**
 * web-push encrypts the payload and signs with our VAPID identity; the request goes out through
 * fetch with a bounded wait (web-push's own sender speaks https only, and the tests' local push
 * service is plain http on loopback).
 */
export function webPushSender(vapid: VapidConfig): PushSender {
  return {
    async send(subscription, payload) {
      const request = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: vapid,
        TTL: 24 * 60 * 60,
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status >= 300) throw new PushRefused(response.status);
      return { statusCode: response.status };
    },
  };
}

/**
 * Sends queued pushes to every device of their member, on every instance (claims with `skip locked`).
 * A device whose push service answers 404 or 410 is forgotten; another failure is logged and the push
 * retried with back-off (30 s doubling) up to MAX_ATTEMPTS, as long as one device failed that way.
 * A round is a job of the runner (`pushSendingJob`), nudged when a push is queued.
 */
export class PushWorker {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      sender: PushSender;
      log: FastifyBaseLogger;
      now?: () => Date;
    },
  ) {}

  /** One round: claims up to BATCH due pushes and sends them; answers how many it claimed. */
  async runOnce(): Promise<number> {
    const { db } = this.deps;
    const now = this.deps.now?.() ?? new Date();
    const claimed = await q.claimDuePushes(db, now, CLAIM_MS, BATCH);
    await Promise.all(claimed.map((push) => this.#deliver(push, now)));
    return claimed.length;
  }

  async #deliver(push: { id: string; user_id: number; payload: unknown; attempts: number }, now: Date) {
    const { db, sender, log } = this.deps;
    const parsed = pushPayload.safeParse(push.payload);
    if (!parsed.success) {
      await q.deletePush(db, push.id);
      return;
    }
    const body = JSON.stringify(parsed.data);
    let retry = false;
    for (const device of await q.subscriptionsOf(db, push.user_id)) {
      try {
        await sender.send(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          body,
        );
      } catch (error) {
        const statusCode = (error as { statusCode?: number }).statusCode;
        if (statusCode !== undefined && GONE.has(statusCode)) {
          await q.deleteSubscriptionById(db, device.id);
          log.info({ userId: push.user_id, statusCode }, 'push subscription gone; forgotten');
        } else {
          retry = true;
          log.warn({ err: error, userId: push.user_id, statusCode }, 'push not delivered');
        }
      }
    }
    if (retry && push.attempts < MAX_ATTEMPTS) {
      await q.retryPushAt(db, push.id, new Date(now.getTime() + 30_000 * 2 ** (push.attempts - 1)));
    } else {
      await q.deletePush(db, push.id);
    }
  }
}

/** The sending as a job of the runner: rounds while batches come full, every POLL_MS at least. */
export function pushSendingJob(worker: PushWorker): QueueJob<number> {
  return {
    name: PUSH_JOB,
    pollMs: POLL_MS,
    run: () => worker.runOnce(),
    again: (claimed) => claimed === BATCH,
  };
}
