import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { csrfSession } from '../lib/server';
import type { Pair } from './population';

/** Sockets held by the bench, each authenticated and subscribed (its first `counts` event arrived). */
export class SocketFleet {
  readonly sockets: WebSocket[] = [];
  /** Indexes (in the tokens given) of the sockets that opened. */
  readonly opened = new Set<number>();
  failures = 0;
  /** Sockets that opened and were later closed by the other side, by close code. */
  readonly closedByServer = new Map<number, number>();
  #closing = false;
  /** Every frame any socket receives, with the time it arrived (performance.now()). */
  onFrame: (data: string, receivedAt: number) => void = () => undefined;

  /**
   * Opens one socket per token, `concurrency` at a time, then tries the ones that failed once more, as a
   * browser reconnects; bounded by `deadlineMs` overall.
   */
  static async open(baseUrl: string, tokens: string[], concurrency = 100, deadlineMs = 180_000) {
    const fleet = new SocketFleet();
    const started = performance.now();
    const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/api/ws?token=`;
    const pass = async (indexes: number[]): Promise<number[]> => {
      const failed: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < indexes.length && performance.now() - started < deadlineMs) {
          const index = indexes[next] ?? -1;
          next += 1;
          const socket = await fleet.#connect(`${wsUrl}${tokens[index]}`, 30_000);
          if (!socket) failed.push(index);
          else {
            fleet.sockets.push(socket);
            fleet.opened.add(index);
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return failed;
    };
    const retried = await pass(await pass(tokens.map((_, index) => index)));
    fleet.failures = retried.length;
    return { fleet, elapsedMs: performance.now() - started };
  }

  #connect(url: string, timeoutMs: number): Promise<WebSocket | null> {
    return new Promise((resolve) => {
      const socket = new WebSocket(url);
      const timer = setTimeout(() => {
        socket.terminate();
        resolve(null);
      }, timeoutMs);
      socket.on('message', (data: Buffer) => {
        const text = data.toString();
        if (timer.hasRef()) {
          clearTimeout(timer);
          timer.unref();
          resolve(socket);
        }
        this.onFrame(text, performance.now());
      });
      socket.on('error', () => undefined);
      socket.on('close', (code: number) => {
        if (timer.hasRef()) {
          clearTimeout(timer);
          timer.unref();
          resolve(null);
        } else if (!this.#closing) {
          this.closedByServer.set(code, (this.closedByServer.get(code) ?? 0) + 1);
        }
      });
    });
  }

  openCount(): number {
    return this.sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  }

  /** Closes every socket and waits for them (bounded: 10 s). */
  async close(): Promise<void> {
    this.#closing = true;
    const closed = this.sockets.map(
      (socket) =>
        new Promise((resolve) =>
          socket.readyState === WebSocket.CLOSED ? resolve(null) : socket.once('close', resolve),
        ),
    );
    for (const socket of this.sockets) socket.close();
    await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    for (const socket of this.sockets) socket.terminate();
  }
}

/** POSTs as the web app does (CSRF cookie and header, bearer token), over kept-alive connections. */
export class Sender {
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 64 });
  #cookie = '';
  #csrf = '';

  constructor(readonly baseUrl: string) {}

  async start(): Promise<this> {
    ({ cookie: this.#cookie, csrf: this.#csrf } = await csrfSession(this.baseUrl));
    return this;
  }

  post(path: string, body: unknown, token: string): Promise<number> {
    const url = new URL(path, this.baseUrl);
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          agent: this.#agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            cookie: this.#cookie,
            'x-csrf-token': this.#csrf,
            authorization: `Bearer ${token}`,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

export interface SteadyResult {
  /** Send start → the recipient's socket has the message, per measured message (ms). */
  delivery: number[];
  /** Send start → HTTP reply, per measured message (ms). */
  reply: number[];
  sent: number;
  failed: number;
  lost: number;
  /** Measured messages ÷ measured seconds, as actually sent. */
  achievedRate: number;
  /**
   * This process's event-loop delay over the run, p99 and max (ms): a delivery is timed when this
   * process reads it, so its own stalls (its garbage collector, a burst of sends) count in the
   * deliveries' times too.
   */
  generatorLag: { p99: number; max: number };
}

const MAX_IN_FLIGHT = 256;

/** Where messages go: posted to one instance, for pairs whose recipients' sockets a fleet holds. */
export interface Route {
  sender: Sender;
  pairs: Pair[];
}

/**
 * Sends `rate` messages per second for warm-up + duration, alternating between the routes and
 * round-robin over each route's pairs, and measures each message's delivery to the recipient's socket
 * (held by one of `fleets`). Bounded: stops sending at the end of the period (or 10 s past it if the
 * server lags), then waits at most 5 s for the last deliveries.
 */
export async function steadyRate(
  routes: Route | Route[],
  fleets: SocketFleet | SocketFleet[],
  options: { rate: number; durationMs: number; warmupMs: number },
): Promise<SteadyResult> {
  const allRoutes = Array.isArray(routes) ? routes : [routes];
  const allFleets = Array.isArray(fleets) ? fleets : [fleets];
  // A tag of this call in every text: a late delivery from an earlier call is never taken for one of ours.
  const tag = Math.random().toString(36).slice(2, 8);
  const pattern = new RegExp(`"messageContent":"b${tag}-(\\d+)"`);
  const warmupCount = Math.round((options.rate * options.warmupMs) / 1000);
  const total = warmupCount + Math.round((options.rate * options.durationMs) / 1000);
  const startedAt = new Map<number, number>();
  const result: SteadyResult = {
    delivery: [],
    reply: [],
    sent: 0,
    failed: 0,
    lost: 0,
    achievedRate: 0,
    generatorLag: { p99: 0, max: 0 },
  };
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const onFrame = (data: string, receivedAt: number) => {
    if (!data.startsWith('{"type":"message"')) return;
    const seq = Number(pattern.exec(data)?.[1]);
    const start = startedAt.get(seq);
    if (start === undefined) return;
    startedAt.delete(seq);
    if (seq >= warmupCount) result.delivery.push(receivedAt - start);
  };
  for (const fleet of allFleets) fleet.onFrame = onFrame;
  let inFlight = 0;
  let measuredFrom = 0;
  let measuredTo = 0;
  const begin = performance.now();
  const deadline = begin + options.warmupMs + options.durationMs + 10_000;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - begin) * options.rate) / 1000));
      while (result.sent < due && inFlight < MAX_IN_FLIGHT) {
        const seq = result.sent;
        const route = allRoutes[seq % allRoutes.length];
        const pair = route?.pairs[Math.floor(seq / allRoutes.length) % route.pairs.length];
        if (!route || !pair) break;
        result.sent += 1;
        inFlight += 1;
        if (seq === warmupCount) measuredFrom = performance.now();
        const start = performance.now();
        startedAt.set(seq, start);
        route.sender
          .post(
            '/api/send_message',
            { conversationID: pair.conversationId, messageContent: `b${tag}-${seq}` },
            pair.senderToken,
          )
          .then((status) => {
            if (status === 200) {
              if (seq >= warmupCount) result.reply.push(performance.now() - start);
              return;
            }
            result.failed += 1;
            startedAt.delete(seq);
          })
          .catch(() => {
            result.failed += 1;
            startedAt.delete(seq);
          })
          .finally(() => {
            inFlight -= 1;
          });
      }
      if (result.sent >= total || now > deadline) {
        measuredTo = performance.now();
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  const waitUntil = performance.now() + 5000;
  while ((inFlight > 0 || startedAt.size > 0) && performance.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  lag.disable();
  result.generatorLag = { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 };
  result.lost = startedAt.size;
  // Warm-up never over (the server could not keep up): no measured rate rather than a made-up one.
  result.achievedRate =
    result.sent > warmupCount
      ? ((result.sent - warmupCount) * 1000) / Math.max(1, measuredTo - measuredFrom)
      : 0;
  return result;
}
