import fastifyWebsocket from '@fastify/websocket';
import { z } from 'zod';
import type { App, AppContext } from '../../context';
import { findSessionVersions, sessionVersionReader } from '../auth/session-versions';
import { type BadgeCounts, CLOSE_POLICY, SocketHub } from './hub';
import { readLiveSession } from './session';

/** How often sockets are pinged (and dead ones dropped); under the usual 60 s idle cut of proxies. */
export const HEARTBEAT_MS = 30_000;
/** How long a socket may outlive its revoked session (a password changed, an account deleted) at most. */
export const SESSION_CHECK_MS = 30_000;
/** The client sends nothing but protocol frames: anything larger than this is abuse (ws closes 1009). */
const MAX_CLIENT_MESSAGE_BYTES = 1024;
/** How long a stopping instance waits for its sockets to close before cutting them. */
const CLOSE_GRACE_MS = 1000;

const socketQuery = z.object({ token: z.string().min(1).max(4096) });

export interface RealtimeOptions {
  heartbeatMs?: number;
  sessionCheckMs?: number;
}

/**
 * GET /api/ws: the live events of PRODUCT §4 made push (issue 5). A browser cannot set headers on a
 * WebSocket, so the session token comes as `?token=`, as the web client sends it: the socket is
 * authenticated at once, with no unauthenticated socket waiting for a first message. Our logs redact it
 * (app.ts); it is the same 24-hour bearer the API calls carry, over the same TLS. The upgrade always
 * completes and a refused token then closes with 1008 (policy violation): a failed handshake would only
 * tell the browser "1006", and the client would retry a dead token forever. `counts` reads the bottom
 * bar's badges (src/badge-counts.ts: each feature counts its own; realtime imports none of them).
 */
export async function realtimeRoutes(
  app: App,
  ctx: AppContext,
  counts: (userIds: number[]) => Promise<Map<number, BadgeCounts>>,
  options: RealtimeOptions = {},
): Promise<void> {
  const sessionVersion = sessionVersionReader(ctx.db);
  const hub = new SocketHub({
    pubsub: ctx.pubsub,
    counts,
    sessionVersions: (userIds) => findSessionVersions(ctx.db, userIds),
    log: app.log,
  });
  // This instance's subscription was cut (Redis away, then back): what was published meanwhile never
  // reached its sockets, whoever published it.
  ctx.pubsub.onResumed((link) => {
    if (link !== 'subscriber') return;
    const sockets = hub.resyncAll();
    if (sockets > 0) app.log.info({ sockets }, 'live sockets told to fetch again after the pub/sub outage');
  });

  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    // 1001 "going away": the clients reconnect, to another instance if this one is gone.
    preClose: async () => {
      const clients = app.websocketServer.clients;
      for (const client of clients) client.close(1001, 'server restarting');
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (clients.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      for (const client of clients) client.terminate();
    },
  });

  const heartbeat = setInterval(() => hub.heartbeat(), options.heartbeatMs ?? HEARTBEAT_MS);
  const sessionCheck = setInterval(() => {
    hub
      .checkSessions()
      .catch((error: unknown) => app.log.warn({ err: error }, 'live sockets’ sessions not checked'));
  }, options.sessionCheckMs ?? SESSION_CHECK_MS);
  heartbeat.unref();
  sessionCheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
  });

  app.get('/api/ws', { websocket: true, config: { auth: 'public' } }, (socket, request) => {
    const query = socketQuery.safeParse(request.query);
    const open = async () => {
      const session = query.success
        ? await readLiveSession(sessionVersion, ctx.tokens, query.data.token)
        : null;
      if (socket.readyState !== socket.OPEN) return;
      if (!session) {
        socket.close(CLOSE_POLICY, 'unauthenticated');
        return;
      }
      await hub.attach(socket, session);
    };
    open().catch((error: unknown) => {
      request.log.error({ err: error }, 'live socket not opened');
      socket.close(1011, 'server error');
    });
  });
}
