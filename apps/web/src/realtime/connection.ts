import { type RealtimeEvent, realtimeEvent } from '@lien/contract';
import { reconnectDelay } from './backoff';

/** The part of the browser's WebSocket the connection uses (a fake one in tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** What a screen hears: every event, each time the socket opens, and each gap to catch up on. */
export interface RealtimeListener {
  onEvent?: (event: RealtimeEvent) => void;
  /** `reconnected` is true when the socket had been open before: events may have been missed. */
  onOpen?: (reconnected: boolean) => void;
  /**
   * Events may have been lost: the socket opened again after a drop, or the server said its fan-out
   * was interrupted (a `resync` event, when Redis comes back). What is shown live is fetched again.
   */
  onGap?: () => void;
}

export interface RealtimeDeps {
  createSocket: (url: string) => SocketLike;
  /** The address of the socket for a session token (the server reads the token from it). */
  url: (token: string) => string;
  /** The signed-in member's token, or null when there is no valid session (never connect then). */
  token: () => string | null;
  random?: () => number;
  /** A listener threw: reported, and the other listeners still hear the event. */
  onListenerError?: (error: unknown) => void;
  /** Where `online`, `visibilitychange` and `storage` come from; absent outside a browser. */
  window?: Window;
}

/**
 * Close codes after which retrying cannot help until the session changes: the server refused the
 * token (4401, ours, like HTTP 401; 4403 likewise) or closed for a policy violation (1008).
 */
const REFUSED_CODES = new Set([1008, 4401, 4403]);
/** A normal close the client asked for. */
const CLIENT_CLOSE = 1000;
/** How long the socket outlives its last listener: a screen change or React's double effect
 * (StrictMode) must not close and reopen it. */
export const LINGER_MS = 3000;

/**
 * The tab's one live connection to GET /api/ws, the signed-in member's. It opens when the first
 * listener subscribes and a session exists, reconnects after any drop with capped exponential
 * backoff and jitter (reset once a socket opens, skipped when the browser comes back online or the
 * tab becomes visible), stops for good when the server refuses the token, and closes a few seconds
 * after its last listener leaves.
 */
export class RealtimeConnection {
  private readonly listeners = new Set<RealtimeListener>();
  private socket: SocketLike | null = null;
  private open = false;
  private everOpened = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  /** The token the server refused: not tried again, but a new login (another token) is. */
  private refusedToken: string | null = null;
  private unwatch: (() => void) | null = null;

  constructor(private readonly deps: RealtimeDeps) {}

  /** Adds a listener (opening the connection if needed); the returned function removes it. */
  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    this.clearLinger();
    this.watchBrowser();
    this.ensureConnected();
    return () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0) return;
      this.clearLinger();
      this.lingerTimer = setTimeout(() => {
        this.lingerTimer = null;
        if (this.listeners.size === 0) this.disconnect();
      }, LINGER_MS);
    };
  }

  /** Closes the socket and cancels any retry (logout). Listeners stay; without a session none reconnects. */
  disconnect(): void {
    this.clearRetry();
    this.clearLinger();
    this.attempt = 0;
    this.everOpened = false;
    const socket = this.socket;
    this.socket = null;
    this.open = false;
    if (socket) socket.close(CLIENT_CLOSE, 'logout');
  }

  /**
   * Another member now (or none): the previous member's socket closes, and the listeners still
   * there hear the new member's socket, if any. Never a socket of one member for the next.
   */
  restart(): void {
    this.disconnect();
    this.ensureConnected();
  }

  /** Disconnects, forgets every listener and stops watching the browser: the connection is done with. */
  dispose(): void {
    this.disconnect();
    this.listeners.clear();
    this.unwatch?.();
    this.unwatch = null;
  }

  /** Whether a socket is open right now. */
  get connected(): boolean {
    return this.open;
  }

  /** Connects now if someone listens, a session exists and no socket or retry is under way. */
  private ensureConnected(): void {
    if (this.listeners.size === 0 || this.socket || this.retryTimer) return;
    const token = this.deps.token();
    if (!token || token === this.refusedToken) return;
    this.connect(token);
  }

  private connect(token: string): void {
    const socket = this.deps.createSocket(this.deps.url(token));
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.open = true;
      this.attempt = 0;
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.notify((listener) => listener.onOpen?.(reconnected));
      if (reconnected) this.notify((listener) => listener.onGap?.());
    };
    socket.onmessage = (message) => {
      if (socket !== this.socket) return;
      const event = parseEvent(message.data);
      if (!event) return;
      this.notify((listener) => listener.onEvent?.(event));
      if (event.type === 'resync') this.notify((listener) => listener.onGap?.());
    };
    socket.onclose = (close) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.open = false;
      if (REFUSED_CODES.has(close.code)) {
        this.refusedToken = token;
        return;
      }
      this.scheduleRetry();
    };
    // An error is always followed by a close, which decides what comes next.
    socket.onerror = () => {};
  }

  private scheduleRetry(): void {
    if (this.listeners.size === 0) return;
    const delay = reconnectDelay(this.attempt, this.deps.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureConnected();
    }, delay);
  }

  /** Back online or back on the tab: no reason to wait out the backoff. */
  private reconnectNow(resetBackoff: boolean): void {
    if (this.socket) return;
    this.clearRetry();
    if (resetBackoff) this.attempt = 0;
    this.ensureConnected();
  }

  private watchBrowser(): void {
    const win = this.deps.window;
    if (this.unwatch || !win) return;
    const online = () => this.reconnectNow(true);
    const visible = () => {
      if (win.document.visibilityState === 'visible') this.reconnectNow(false);
    };
    // Another tab logged out (local storage cleared): this tab's socket must not stay signed in.
    const storage = () => {
      if (!this.deps.token()) this.disconnect();
    };
    win.addEventListener('online', online);
    win.document.addEventListener('visibilitychange', visible);
    win.addEventListener('storage', storage);
    this.unwatch = () => {
      win.removeEventListener('online', online);
      win.document.removeEventListener('visibilitychange', visible);
      win.removeEventListener('storage', storage);
    };
  }

  private notify(call: (listener: RealtimeListener) => void): void {
    for (const listener of [...this.listeners]) {
      try {
        call(listener);
      } catch (error) {
        this.deps.onListenerError?.(error);
      }
    }
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearLinger(): void {
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
  }
}

/** One WebSocket message as a contract event; anything else (unknown type, bad JSON) is ignored. */
export function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = realtimeEvent.safeParse(json);
  return parsed.success ? parsed.data : null;
}
