import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../src/infra/mail';
import { MAIL_MAX_ATTEMPTS, MailQueue, retryDelayMs } from '../src/infra/mail-queue';
import { SMTP_BOUNDS, smtpTransport } from '../src/infra/smtp-transport';
import { useTestApp } from './app';
import { signUp, uniqueEmail, useCity } from './factories';
import { freePort } from './private-redis';
import { silentServer, TestSmtp, TricklingSmtp } from './smtp-servers';

const quiet = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;

describe('mails through the durable queue', () => {
  let port: number;

  beforeAll(async () => {
    port = await freePort();
  });
  /** Short bounds, so that the test sees the greeting's bound at work rather than the library's 30 s. */
  const bounds = { ...SMTP_BOUNDS, greetingMs: 8_000 };
  const t = useTestApp(() => ({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    config: { smtpBounds: bounds },
  }));
  const { client } = t;
  const city = useCity(t);

  const mailTo = (email: string) =>
    t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirst();

  it('signs up at once while the mail server hangs, gives up the attempt at the greeting bound, and delivers the mail exactly once when it answers', async () => {
    const hung = await silentServer(port);
    const email = uniqueEmail('smtp');
    let smtp: TestSmtp | undefined;
    try {
      const started = Date.now();
      await signUp(client, city.id, { email });
      // Answered before the attempt on the hung server could end: sign-up never waits for the mail,
      // however slow the machine (a fixed time would not say it on a loaded one).
      expect(await mailTo(email)).toMatchObject({ status: 'pending', last_error: null });
      // The app's worker takes the mail and waits on the silent server, for the greeting's bound
      // only: the failure is noted while the server still holds the connection open.
      await expect
        .poll(async () => (await mailTo(email))?.last_error ?? null, { timeout: 30_000 })
        .toMatch(/greeting/i);
      expect(Date.now() - started).toBeLessThan(bounds.greetingMs + 8_000);
    } finally {
      await hung.close();
    }
    expect(await mailTo(email)).toMatchObject({ status: 'pending', attempts: 1 });
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

  it('lets no worker send a mail while another’s delivery of it may still be under way, and delivers each mail once', async () => {
    const sink = new TricklingSmtp(await freePort());
    await sink.start();
    try {
      // Short bounds and claims, on the real clock, so that claims run out during the test.
      const bounds = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000, sendMs: 1_500 };
      const onRealClock = (now?: () => Date) =>
        new MailQueue(
          t.database.db,
          smtpTransport(`smtp://127.0.0.1:${sink.port}`, 'Lien <test@lien.test>', bounds),
          quiet,
          {
            sendBoundMs: bounds.sendMs,
            claimMs: 2_500,
            now,
          },
        );
      const addresses = Array.from({ length: 5 }, () => uniqueEmail('une-fois'));
      const [stalled, ...others] = addresses as [string, ...string[]];
      // The first delivery to `stalled` is never silent and never ends; the others take a while.
      sink.trickleFor.add(stalled);
      sink.acceptDelayMs = 300;
      const ids = new Map<string, number>();
      for (const address of addresses) ids.set(address, await queue(address));
      const state = async (address: string) => row(ids.get(address) ?? 0);

      // A takes the batch and works through it slowly (the stalled mail first, then 300 ms a mail): its
      // later claims run out meanwhile, while B keeps taking what is due, as another instance does.
      const first = onRealClock();
      const firstRound = first.deliverDue();
      const second = onRealClock();
      await expect
        .poll(
          async () => {
            await second.deliverDue();
            const states = await Promise.all(addresses.map(state));
            return states.map((mail) =>
              mail.status === 'sent' ? 'sent' : mail.last_error ? 'retry' : 'due',
            );
          },
          { timeout: 20_000, interval: 50 },
        )
        .toEqual(['retry', ...others.map(() => 'sent')]);
      await firstRound;
      // The stalled delivery was cut at the send bound, inside its claim, and nothing of it arrived.
      const cut = sink.sessions.find((session) => session.trickled);
      // The sink hears the close a moment after the worker gave up (later on a loaded machine).
      await vi.waitFor(() => expect(cut?.closedAt).toBeDefined());
      expect((cut?.closedAt ?? 0) - (cut?.openedAt ?? 0)).toBeLessThan(2_500);
      // Once its back-off has passed, the stalled mail goes too: to either of the two workers, once.
      const later = () => new Date(Date.now() + 60 * 60_000);
      await Promise.all([onRealClock(later).deliverDue(), onRealClock(later).deliverDue()]);
      expect(await state(stalled)).toMatchObject({ status: 'sent' });
      expect(addresses.map((address) => sink.delivered.get(address))).toEqual(addresses.map(() => 1));
    } finally {
      await sink.stop();
    }
  }, 60_000);
});
