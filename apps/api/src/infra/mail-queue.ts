import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import type { QueueJob } from './jobs/runner';
import { SMTP_BOUNDS } from './smtp-transport';

/**
 * What a claim holds beyond the longest delivery: the database writes around it, and the difference
 * between instances' clocks (a claim is written with one instance's clock and read with another's).
 */
const CLAIM_MARGIN_MS = 60_000;
/** Attempts before a mail is given up (logged, kept as failed): about a day of back-off. */
export const MAIL_MAX_ATTEMPTS = 12;
/** Mails one round takes at most; the next round takes the rest. */
const BATCH = 20;
/** How often the job looks for due mails when nobody nudged it. */
export const MAIL_POLL_MS = 5_000;
/** The job runner's name of the delivery (infra/jobs). */
export const MAIL_JOB = 'mail delivery';

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min… capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** A refusal the server will repeat whatever we do (5xx: no such mailbox, relay denied…). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A failure as the row keeps it: short, and with no credentials (nodemailer never prints the URL). */
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export interface MailQueueOptions {
  /** The clock (tests move it); now by default. */
  now?: () => Date;
  /** The transport's hard bound on one delivery (SmtpBounds.sendMs): a claim must outlast it. */
  sendBoundMs?: number;
  /** How long a claim holds a mail; by default the send bound plus CLAIM_MARGIN_MS. */
  claimMs?: number;
}

/**
 * Delivers the pending mails of `mail_outbox` through SMTP, on every instance at once without
 * sending a mail twice: a round claims due rows in one statement (`for update skip locked`, moving
 * them a claim into the future and counting the attempt, whose number is the claim's token), sends
 * them one by one outside any transaction (a hung server holds no connection of the database), then
 * records each outcome: sent, retried after `retryDelayMs`, or failed for good (a permanent refusal,
 * or MAIL_MAX_ATTEMPTS reached). Right before each delivery the claim is renewed, only if the token is
 * still ours; the transport cuts any delivery at its send bound, shorter than a claim, so no other
 * worker can take a mail while a delivery of it is under way. An instance that dies mid-delivery
 * leaves its claims to expire, so a mail is delivered at least once (twice only when the server took
 * the mail and its reply was lost, which SMTP cannot tell apart from a failure). A round is a job of
 * the runner (`mailDeliveryJob`), which nudges it when a mail is queued and retries a failed round.
 */
export class MailQueue {
  readonly #now: () => Date;
  readonly #claimMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: Pick<Transporter, 'sendMail'>,
    private readonly log: FastifyBaseLogger,
    options: MailQueueOptions = {},
  ) {
    this.#now = options.now ?? (() => new Date());
    const sendBoundMs = options.sendBoundMs ?? SMTP_BOUNDS.sendMs;
    this.#claimMs = options.claimMs ?? sendBoundMs + CLAIM_MARGIN_MS;
    if (this.#claimMs <= sendBoundMs) {
      throw new Error('A mail claim must outlast the longest delivery (claimMs > sendBoundMs).');
    }
  }

  /** Moves the claim of a mail a whole claim ahead, if it is still ours (its attempt number unchanged). */
  async #renewClaim(mail: { id: number; attempts: number }): Promise<boolean> {
    const renewed = await this.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(this.#now().getTime() + this.#claimMs) })
      .where('id', '=', mail.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', mail.attempts)
      .executeTakeFirst();
    return renewed.numUpdatedRows > 0n;
  }

  /** One round: delivers what is due now; answers how many mails it sent. */
  async deliverDue(): Promise<number> {
    const now = this.#now();
    const claimed = await this.db
      .updateTable('mail_outbox')
      .set({
        attempts: sql`attempts + 1`,
        next_attempt_at: new Date(now.getTime() + this.#claimMs),
      })
      .where(
        'id',
        'in',
        this.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'pending')
          // The database's clock too: a mail queued in this round's millisecond (`default now()`, in
          // microseconds) is due, not left for the next poll.
          .where('next_attempt_at', '<=', sql<Date>`greatest(${now}::timestamptz, now())`)
          .orderBy('next_attempt_at')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning([
        'id',
        'to_address',
        'subject',
        'text_body',
        'html_body',
        'list_unsubscribe',
        'reply_to',
        'attempts',
      ])
      .execute();
    let sent = 0;
    for (const mail of claimed) {
      // The batch is sent one mail after another: a later mail's claim may have run out meanwhile, and
      // another worker taken it over (its claim counted another attempt).
      if (!(await this.#renewClaim(mail))) continue;
      try {
        await this.transport.sendMail({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          ...(mail.reply_to && { replyTo: mail.reply_to }),
          ...(mail.list_unsubscribe && {
            list: { unsubscribe: mail.list_unsubscribe },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }),
        });
        await this.db
          .updateTable('mail_outbox')
          .set({ status: 'sent', sent_at: this.#now(), last_error: null })
          .where('id', '=', mail.id)
          .where('status', '=', 'pending')
          .execute();
        sent += 1;
      } catch (error) {
        const givenUp = isPermanent(error) || mail.attempts >= MAIL_MAX_ATTEMPTS;
        this.log[givenUp ? 'error' : 'warn'](
          { err: error, mailId: mail.id, attempts: mail.attempts },
          givenUp ? 'mail given up' : 'mail not delivered; will retry',
        );
        await this.db
          .updateTable('mail_outbox')
          .set({
            status: givenUp ? 'failed' : 'pending',
            last_error: describe(error),
            next_attempt_at: new Date(this.#now().getTime() + retryDelayMs(mail.attempts)),
          })
          .where('id', '=', mail.id)
          // Only while the claim is still this worker's: a delivery that outlived its claim must not
          // undo what the worker that took the mail over has done since (sent it, say).
          .where('status', '=', 'pending')
          .where('attempts', '=', mail.attempts)
          .execute();
      }
    }
    return sent;
  }
}

/** The delivery as a job of the runner: rounds while mails go out, every MAIL_POLL_MS at least. */
export function mailDeliveryJob(queue: MailQueue, pollMs = MAIL_POLL_MS): QueueJob<number> {
  return { name: MAIL_JOB, pollMs, run: () => queue.deliverDue(), again: (sent) => sent > 0 };
}
