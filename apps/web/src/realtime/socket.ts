import { onMemberChange } from '../session/changes';
import { hasValidSession, readSession } from '../session/storage';
import { reportError } from '../telemetry';
import { RealtimeConnection } from './connection';

/** The live events' path on the API host (DESIGN: `GET /api/ws`). */
export const REALTIME_PATH = '/api/ws';

/**
 * The socket's address on the page's own host: wss: under https:, ws: otherwise. The session token
 * goes in the query, as the server reads it: a browser cannot set an Authorization header on a WebSocket.
 */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${REALTIME_PATH}?${new URLSearchParams({ token })}`;
}

let instance: RealtimeConnection | null = null;

// The socket is the member's: when another member (or none) is signed in, it closes at once, before
// any screen of the next member renders, and their screens open their own.
onMemberChange(() => instance?.restart());

/** The tab's shared connection, created on first use. */
export function realtimeConnection(): RealtimeConnection {
  instance ??= new RealtimeConnection({
    // Looked up at each connection rather than captured once, so tests can put a fake in its place.
    createSocket: (url) => new globalThis.WebSocket(url),
    url: (token) => realtimeUrl(window.location, token),
    token: () => (hasValidSession() ? (readSession()?.token ?? null) : null),
    onListenerError: (error) => {
      console.error('[realtime] a listener failed', error);
      reportError(error, { feature: 'realtime' });
    },
    window: typeof window === 'undefined' ? undefined : window,
  });
  return instance;
}

/** Forgets the connection entirely (listeners, refused token, browser listeners): between tests. */
export function resetRealtime(): void {
  instance?.dispose();
  instance = null;
}
