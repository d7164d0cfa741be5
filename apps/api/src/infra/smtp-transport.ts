import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** Bounds on every wait for the SMTP server, so that one that hangs costs a delivery seconds, not minutes. */
export interface SmtpBounds {
  /** Name lookup and TCP connection. */
  connectionMs: number;
  /** From connected to the server's greeting (220). */
  greetingMs: number;
  /** Silence allowed at any later point of the conversation (each reply, the upload of the mail). */
  socketMs: number;
  /**
   * The whole delivery of one mail, whatever the server does: at this point the connection is cut. The
   * other bounds are about silence, and a server that trickles a byte now and then would never meet
   * them; the queue relies on this one to let no delivery outlive its claim (mail-queue.ts).
   */
  sendMs: number;
}

export const SMTP_BOUNDS: SmtpBounds = {
  connectionMs: 5_000,
  greetingMs: 5_000,
  socketMs: 15_000,
  sendMs: 60_000,
};

/** A failure of ours on a socket, shaped as nodemailer's own timeouts are (`code`, no responseCode). */
function timedOut(message: string): Error {
  return Object.assign(new Error(message), { code: 'ETIMEDOUT' });
}

/**
 * Opens the TCP connection of one delivery ourselves (nodemailer's `getSocket` hook, the one its proxy
 * support uses) so that we hold the socket: it is destroyed once `sendMs` has passed, which fails the
 * delivery under way. nodemailer then speaks SMTP on it as on its own, TLS included (`smtps:` upgrades
 * this socket; STARTTLS as usual).
 */
function boundedSocket(bounds: SmtpBounds): NonNullable<SMTPTransport.Options['getSocket']> {
  return (options, callback) => {
    const port = Number(options.port) || (options.secure ? 465 : 587);
    const socket = net.connect({ host: options.host || 'localhost', port });
    const whole = setTimeout(
      () => socket.destroy(timedOut(`SMTP delivery cut after ${bounds.sendMs} ms`)),
      bounds.sendMs,
    );
    socket.once('close', () => clearTimeout(whole));
    const connecting = setTimeout(
      () => socket.destroy(timedOut(`SMTP connection not made within ${bounds.connectionMs} ms`)),
      bounds.connectionMs,
    );
    const failed = (error: Error) => {
      clearTimeout(connecting);
      callback(error, undefined);
    };
    socket.once('error', failed);
    socket.once('connect', () => {
      clearTimeout(connecting);
      // From here nodemailer listens to the socket's errors and reports them as the delivery's.
      socket.removeListener('error', failed);
      callback(null, { connection: socket });
    });
  };
}

/**
 * The SMTP transport of SMTP_URL with every wait bounded. The transport is built by hand because
 * `nodemailer.createTransport({ url, ...options })` reads the URL alone and drops the other options
 * (nodemailer 7: the timeouts silently fell back to 2 min, 30 s and 10 min); SMTPTransport merges the
 * URL's settings (host, port, TLS, credentials, query options) with ours.
 */
export function smtpTransport(
  smtpUrl: string,
  from: string,
  bounds: SmtpBounds = SMTP_BOUNDS,
): Transporter<SMTPTransport.SentMessageInfo> {
  const transport = new SMTPTransport({
    url: smtpUrl,
    connectionTimeout: bounds.connectionMs,
    greetingTimeout: bounds.greetingMs,
    socketTimeout: bounds.socketMs,
    dnsTimeout: bounds.connectionMs,
    getSocket: boundedSocket(bounds),
  });
  return nodemailer.createTransport(transport, { from });
}
