import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise nodemailer renders the message
 * and it is kept in the database outbox, readable at /dev/mailbox outside production:
 * every instance sees the same outbox, and the journey works with no mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Kysely<Database> }): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      if (!options.smtpUrl) {
        await options.db
          .insertInto('mail_outbox')
          .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html })
          .execute();
      }
    },
  };
}
