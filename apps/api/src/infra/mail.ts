import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the mail client's own unsubscribe posts (List-Unsubscribe, one-click): the digest only. */
  unsubscribeUrl?: string;
  /** Where the recipient's answer goes (Reply-To): the member, on the support's copy of their message. */
  replyTo?: string;
}

export interface Mailer {
  /**
   * Queues the mail durably (a row of `mail_outbox`) and returns: nothing waits on the mail server.
   * The queue's worker (mail-queue.ts) delivers it, with retries while the server is down.
   */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Mails go into the database outbox. With SMTP_URL they wait there as pending until the queue's
 * worker has delivered them (and `nudge` wakes it at once on this instance). Without it the outbox is
 * the delivery: rows are written as sent and read at /dev/mailbox outside production, by every
 * instance alike, so the journey works with no mail server.
 */
export function createMailer(options: {
  db: Kysely<Database>;
  smtp: boolean;
  /** Told when a mail was queued, so the worker need not wait for its next round. */
  nudge?: () => void;
}): Mailer {
  return {
    async send(mail) {
      await options.db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          list_unsubscribe: mail.unsubscribeUrl ?? null,
          reply_to: mail.replyTo ?? null,
          ...(options.smtp ? {} : { status: 'sent' as const, sent_at: new Date() }),
        })
        .execute();
      if (options.smtp) options.nudge?.();
    },
  };
}
