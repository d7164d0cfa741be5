import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a loopback port: accepts every mail, or refuses with `refuseWith`. */
export class TestSmtp {
  /** Each delivered mail: its envelope recipient and its raw source, quoted-printable undone. */
  readonly received: { to: string; source: string }[] = [];
  refuseWith: { code: number; message: string } | null = null;
  /** When set, a mail's upload is read and never answered: the server freezes mid-transfer. */
  freezeOnData = false;
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, callback) => {
      if (this.freezeOnData) {
        stream.resume();
        return;
      }
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
export async function silentServer(port: number): Promise<{ close(): Promise<void> }> {
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

/** One conversation of a TricklingSmtp: when it opened and closed (ms since the epoch). */
export interface SmtpSession {
  openedAt: number;
  closedAt?: number;
  rcpt?: string;
  trickled: boolean;
}

/**
 * A hand-written SMTP server (the few commands nodemailer sends) that counts deliveries per recipient
 * and can misbehave as no library server will: the first time a recipient of `trickleFor` is named,
 * it answers RCPT with a reply that never ends, one line of it every 100 ms, so that the connection
 * is never silent long enough for an inactivity bound. Other mails are accepted `acceptDelayMs` after
 * their upload ends (a slow server).
 */
export class TricklingSmtp {
  readonly sessions: SmtpSession[] = [];
  /** Mails taken (upload ended), per recipient. */
  readonly delivered = new Map<string, number>();
  readonly trickleFor = new Set<string>();
  acceptDelayMs = 0;
  readonly #sockets = new Set<net.Socket>();
  readonly #server = net.createServer((socket) => this.#converse(socket));

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  #converse(socket: net.Socket): void {
    const session: SmtpSession = { openedAt: Date.now(), trickled: false };
    this.sessions.push(session);
    this.#sockets.add(socket);
    let trickle: NodeJS.Timeout | undefined;
    socket.on('close', () => {
      clearInterval(trickle);
      session.closedAt = Date.now();
      this.#sockets.delete(socket);
    });
    socket.on('error', () => undefined);
    const say = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffered = '';
    let inData = false;
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffered = buffered.slice(end + 5);
          inData = false;
          const rcpt = session.rcpt ?? '';
          this.delivered.set(rcpt, (this.delivered.get(rcpt) ?? 0) + 1);
          setTimeout(() => say('250 2.0.0 Ok: queued'), this.acceptDelayMs);
          continue;
        }
        const newline = buffered.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') say('250 test.lien');
        else if (command === 'RCPT') {
          session.rcpt = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (this.trickleFor.delete(session.rcpt)) {
            session.trickled = true;
            trickle = setInterval(() => say('250-patience'), 100);
          } else say('250 2.1.5 Ok');
        } else if (command === 'DATA') {
          inData = true;
          say('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          say('221 Bye');
          socket.end();
        } else say('250 Ok');
      }
    });
    say('220 test.lien ESMTP');
  }
}
