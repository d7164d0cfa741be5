import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, smtpTransport } from '../src/infra/mail';
import { MAIL_MAX_ATTEMPTS, MailQueue, retryDelayMs } from '../src/infra/mail-queue';
import { useTestApp } from './app';
import { signUp, uniqueEmail, useCity } from './factories';
import { freePort } from './private-redis';

const quiet = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;

/** A real SMTP server on a loopback port: accepts every mail, or refuses with `refuseWith`. */
class TestSmtp {
  /** Each delivered mail: its envelope recipient and its raw source, quoted-printable undone. */
  readonly received: { to: string; source: string }[] = [];
  refuseWith: { code: number; message: string } | null = null;
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, callback) => {
      if (this.refuseWith) {
        stream.resume();
        const refusal = Object.assign(new Error(this.refuseWith.message), {
          responseCode: this.refuseWith.code,
        });
        stream.on('end', () => callback(refusal));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const source = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        this.received.push({ to: session.envelope.rcptTo[0]?.address ?? '', source });
        callback();
      });
    },
  });

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** A server that takes connections and never says a word (no SMTP greeting), as a hung one does. */
async function silentServer(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('mails through the durable queue', () => {
  let port: number;

  beforeAll(async () => {
    port = await freePort();
  });
  const t = useTestApp(() => ({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } }));
  const { client } = t;
  const city = useCity(t);

  const mailTo = (email: string) =>
    t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirst();

  it('signs up at once while the mail server hangs, and delivers the mail exactly once when it answers', async () => {
    const hung = await silentServer(port);
    const email = uniqueEmail('smtp');
    let smtp: TestSmtp | undefined;
    try {
      const started = Date.now();
      await signUp(client, city.id, { email });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await mailTo(email)).toMatchObject({ status: 'pending' });
      // The app's worker has taken the mail and is waiting on the silent server.
      await expect.poll(async () => (await mailTo(email))?.attempts, { timeout: 10_000 }).toBe(1);
    } finally {
      await hung.close();
    }
    // Its attempt fails when the server goes; the mail stays queued, with the failure noted.
    await expect.poll(async () => (await mailTo(email))?.last_error ?? null).not.toBeNull();
    expect(await mailTo(email)).toMatchObject({ status: 'pending' });
    smtp = new TestSmtp(port);
    await smtp.start();
    try {
      // Due again once its claim or back-off has passed: a worker of the test's own, with its clock moved on.
      const later = new MailQueue(
        t.database.db,
        smtpTransport(`smtp://127.0.0.1:${port}`, 'Lien <test@lien.test>'),
        quiet,
        {
          now: () => new Date(Date.now() + 60 * 60_000),
        },
      );
      await expect
        .poll(
          async () => {
            await later.deliverDue();
            return (await mailTo(email))?.status;
          },
          { timeout: 30_000 },
        )
        .toBe('sent');
      const delivered = smtp.received.filter((mail) => mail.to === email);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]?.source).toContain('http://lien.test/verify_email?token=');
      await later.deliverDue();
      expect(smtp.received.filter((mail) => mail.to === email)).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  }, 60_000);
});

describe('the queue worker', () => {
  const t = useTestApp();
  let smtp: TestSmtp;
  let clock: Date;

  beforeAll(async () => {
    smtp = new TestSmtp(await freePort());
    await smtp.start();
  });
  afterAll(() => smtp.stop());

  const worker = () =>
    new MailQueue(
      t.database.db,
      smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Lien <test@lien.test>'),
      quiet,
      {
        now: () => clock,
      },
    );
  async function queue(to: string): Promise<number> {
    const row = await t.database.db
      .insertInto('mail_outbox')
      .values({ to_address: to, subject: 'Sujet', text_body: 'Texte', html_body: '<p>Texte</p>' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const row = (id: number) =>
    t.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('sends the digest with a one-click unsubscribe (RFC 8058), and other mails without', async () => {
    clock = new Date(Date.now() + 60_000);
    const mailer = createMailer({ db: t.database.db, smtp: true });
    const [digestTo, otherTo] = [uniqueEmail('resume'), uniqueEmail('autre')];
    const unsubscribeUrl = 'http://lien.test/api/email_digest/unsubscribe?token=42.abc';
    await mailer.send({
      to: digestTo,
      subject: 'Du nouveau',
      text: 'Texte',
      html: '<p>Texte</p>',
      unsubscribeUrl,
    });
    await mailer.send({ to: otherTo, subject: 'Autre', text: 'Texte', html: '<p>Texte</p>' });
    await worker().deliverDue();
    // Headers unfolded (a long one may go on over several lines).
    const source = (to: string) =>
      (smtp.received.find((mail) => mail.to === to)?.source ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(source(digestTo)).toMatch(
      /^List-Unsubscribe: <http:\/\/lien\.test\/api\/email_digest\/unsubscribe\?token=42\.abc>\r?$/m,
    );
    expect(source(digestTo)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(source(otherTo)).toContain('Subject: Autre');
    expect(source(otherTo)).not.toContain('List-Unsubscribe');
  });

  it('retries a refused mail with growing back-off, and gives it up after the last attempt', async () => {
    clock = new Date('2026-12-01T10:00:00Z');
    const id = await queue(uniqueEmail('repli'));
    smtp.refuseWith = { code: 451, message: 'Réessayez plus tard' };
    try {
      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
        expect(await worker().deliverDue()).toBe(0);
        const state = await row(id);
        expect(state.attempts).toBe(attempt);
        if (attempt < MAIL_MAX_ATTEMPTS) {
          expect(state.status).toBe('pending');
          expect(state.next_attempt_at.getTime() - clock.getTime()).toBe(retryDelayMs(attempt));
          // Not due before its back-off has passed.
          expect(await worker().deliverDue()).toBe(0);
          expect((await row(id)).attempts).toBe(attempt);
          clock = new Date(state.next_attempt_at.getTime());
        }
      }
      expect(await row(id)).toMatchObject({ status: 'failed', last_error: expect.stringContaining('451') });
    } finally {
      smtp.refuseWith = null;
    }
  }, 60_000);

  it('gives up at once on a permanent refusal', async () => {
    clock = new Date('2026-12-02T10:00:00Z');
    const id = await queue(uniqueEmail('inconnu'));
    smtp.refuseWith = { code: 550, message: 'Boîte inconnue' };
    try {
      await worker().deliverDue();
    } finally {
      smtp.refuseWith = null;
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('never sends one mail twice when several workers run at once', async () => {
    clock = new Date('2026-12-03T10:00:00Z');
    const addresses = Array.from({ length: 15 }, () => uniqueEmail('parallele'));
    for (const address of addresses) await queue(address);
    const before = smtp.received.length;
    await Promise.all([worker().deliverDue(), worker().deliverDue(), worker().deliverDue()]);
    const delivered = smtp.received.slice(before).map((mail) => mail.to);
    expect(delivered.sort()).toEqual([...addresses].sort());
  });
});
