import type { AddressInfo } from 'node:net';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { type SmtpBounds, smtpTransport } from '../src/infra/smtp-transport';
import { freePort } from './private-redis';
import { silentServer, TestSmtp, TricklingSmtp } from './smtp-servers';

/** Room for a loaded machine beyond a bound; a failure later than this means the bound was not applied. */
const MARGIN_MS = 3_000;
const FROM = 'Lien <test@lien.test>';
const mail = (to: string) => ({ to, subject: 'Sujet', text: 'Texte' });

/** How long the delivery took to fail, and its error. */
async function failure(promise: Promise<unknown>): Promise<{ ms: number; error: Error }> {
  const started = Date.now();
  try {
    await promise;
  } catch (error) {
    return { ms: Date.now() - started, error: error as Error };
  }
  throw new Error('the delivery succeeded');
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('the SMTP transport’s bounds', () => {
  it('are the transport’s options, beside what the URL says', () => {
    const bounds: SmtpBounds = { connectionMs: 1_100, greetingMs: 1_200, socketMs: 1_300, sendMs: 9_000 };
    const transport = smtpTransport(
      'smtps://lien:mot%40passe@smtp.example.fr:2465?name=lien.fr',
      FROM,
      bounds,
    );
    const options = (transport.transporter as SMTPTransport).options;
    expect(options).toMatchObject({
      connectionTimeout: 1_100,
      greetingTimeout: 1_200,
      socketTimeout: 1_300,
      host: 'smtp.example.fr',
      port: 2465,
      secure: true,
      name: 'lien.fr',
      auth: { user: 'lien', pass: 'mot@passe' },
    });
  });

  it('give up on a server that never greets at the greeting bound, not before', async () => {
    const port = await freePort();
    const hung = await silentServer(port);
    closers.push(() => hung.close());
    const bounds: SmtpBounds = { connectionMs: 1_000, greetingMs: 1_500, socketMs: 20_000, sendMs: 30_000 };
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, FROM, bounds);
    const { ms, error } = await failure(transport.sendMail(mail('muet@lien.test')));
    expect(error.message).toMatch(/greeting/i);
    expect(ms).toBeGreaterThanOrEqual(bounds.greetingMs - 50);
    expect(ms).toBeLessThan(bounds.greetingMs + MARGIN_MS);
  }, 20_000);

  it('give up on a server that freezes mid-transfer at the silence bound, not before', async () => {
    const smtp = new TestSmtp(await freePort());
    smtp.freezeOnData = true;
    await smtp.start();
    closers.push(() => smtp.stop());
    const bounds: SmtpBounds = { connectionMs: 1_000, greetingMs: 5_000, socketMs: 1_500, sendMs: 30_000 };
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, FROM, bounds);
    const { ms, error } = await failure(transport.sendMail(mail('fige@lien.test')));
    expect(error.message).toMatch(/timeout/i);
    expect(ms).toBeGreaterThanOrEqual(bounds.socketMs - 50);
    expect(ms).toBeLessThan(bounds.socketMs + MARGIN_MS);
  }, 20_000);

  it('cut a delivery that is never silent but never ends at the send bound', async () => {
    const smtp = new TricklingSmtp(await freePort());
    smtp.trickleFor.add('goutte@lien.test');
    await smtp.start();
    closers.push(() => smtp.stop());
    const bounds: SmtpBounds = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000, sendMs: 2_500 };
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, FROM, bounds);
    const { ms, error } = await failure(transport.sendMail(mail('goutte@lien.test')));
    expect(error.message).toMatch(/cut after 2500 ms/);
    expect(ms).toBeGreaterThanOrEqual(bounds.sendMs - 50);
    expect(ms).toBeLessThan(bounds.sendMs + MARGIN_MS);
    // The server saw the connection go: nothing of the mail reached it.
    await expect.poll(() => smtp.sessions[0]?.closedAt, { timeout: 5_000 }).toBeDefined();
    expect(smtp.delivered.size).toBe(0);
  }, 20_000);

  it('still deliver to a server that answers', async () => {
    const smtp = new TestSmtp(await freePort());
    await smtp.start();
    closers.push(() => smtp.stop());
    const bounds: SmtpBounds = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000, sendMs: 2_500 };
    await smtpTransport(`smtp://127.0.0.1:${smtp.port}`, FROM, bounds).sendMail(mail('bien@lien.test'));
    expect(smtp.received.map((received) => received.to)).toEqual(['bien@lien.test']);
  });

  it('deliver over TLS, from the start (smtps) or upgraded (STARTTLS), on the socket they bound', async () => {
    for (const secure of [true, false]) {
      const secured: boolean[] = [];
      // smtp-server's built-in certificate: the transport is told not to check it (the URL's tls option).
      const server = new SMTPServer({
        secure,
        authOptional: true,
        onData(stream, session, callback) {
          stream.resume();
          stream.on('end', () => {
            secured.push(session.secure);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
      const { port } = server.server.address() as AddressInfo;
      const url = `${secure ? 'smtps' : 'smtp'}://127.0.0.1:${port}?tls.rejectUnauthorized=false`;
      const bounds: SmtpBounds = { connectionMs: 1_000, greetingMs: 2_000, socketMs: 2_000, sendMs: 5_000 };
      await smtpTransport(url, FROM, bounds).sendMail(mail('chiffre@lien.test'));
      expect(secured).toEqual([true]);
    }
  });
});
