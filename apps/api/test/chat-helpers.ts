import type { AddressInfo } from 'node:net';
import { type RealtimeEvent, realtimeEvent } from '@lien/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../src/db/schema';
import { type TestAppOptions, useTestApp } from './app';
import { insertMatch, tokenFor, useRemotePlace } from './factories';

/**
 * Two members matched straight in the database, as the swipe service would leave them (the match and
 * its conversation); answers the conversation.
 */
export function matchMembers(db: Kysely<Database>, a: number, b: number): Promise<number> {
  return insertMatch(db, a, b);
}

/** A WebSocket client that keeps every event it hears, and waits for the ones a test expects. */
export class LiveClient {
  readonly events: RealtimeEvent[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly #waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.events.push(realtimeEvent.parse(JSON.parse(data.toString())));
      for (const wake of this.#waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() }));
    });
  }

  /** Opens `ws://…/api/ws` (with `?token=` when given) and resolves once the socket is open. */
  static async connect(baseUrl: string, token?: string): Promise<LiveClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/ws${token === undefined ? '' : `?token=${token}`}`;
    const client = new LiveClient(new WebSocket(url));
    await new Promise<void>((resolve, reject) => {
      client.socket.once('open', () => resolve());
      client.socket.once('error', reject);
    });
    return client;
  }

  /** The first event (heard already or to come) that matches, else a failure after `timeoutMs`. */
  async next<T extends RealtimeEvent['type']>(
    type: T,
    matches: (event: Extract<RealtimeEvent, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<RealtimeEvent, { type: T }>> {
    const find = () =>
      this.events.find(
        (event): event is Extract<RealtimeEvent, { type: T }> =>
          event.type === type && matches(event as Extract<RealtimeEvent, { type: T }>),
      );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no '${type}' event within ${timeoutMs} ms: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.#waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.#waiters.add(wake);
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * A file's app listening on a port (sockets need one), its own commune's members, and `connect`:
 * a member's socket once the hub subscribed it (its first counts say so), or a raw token's socket,
 * answered as soon as it opens (it may be refused). Every socket is closed before the app.
 */
export function useLiveApp(options: TestAppOptions = {}) {
  const t = useTestApp(options);
  const place = useRemotePlace(t);
  const sockets: LiveClient[] = [];
  let baseUrl = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  const token = (userId: number) => tokenFor(t.config, userId);
  async function connect(userId?: number, raw?: string): Promise<LiveClient> {
    const socket = await LiveClient.connect(
      baseUrl,
      raw ?? (userId === undefined ? undefined : token(userId)),
    );
    sockets.push(socket);
    if (userId !== undefined) await socket.next('counts');
    return socket;
  }
  return { t, client: t.client, place, member: place.member, token, connect };
}
