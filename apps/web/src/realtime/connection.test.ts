import type { RealtimeEvent } from '@lien/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { RECONNECT_CAP_MS, reconnectDelay } from './backoff';
import { LINGER_MS, parseEvent, RealtimeConnection, type RealtimeDeps } from './connection';
import { realtimeUrl } from './socket';

const COUNTS: RealtimeEvent = { type: 'counts', newLikes: 2, unreadMessages: 5, newMatches: 1 };

function connection(overrides: Partial<RealtimeDeps> = {}) {
  let token: string | null = 'jwt-1';
  const deps: RealtimeDeps = {
    createSocket: (url) => new FakeWebSocket(url),
    url: (current) => `ws://lien.test/api/ws?token=${current}`,
    token: () => token,
    // The middle of every jitter range: delays are then exactly 3/4 of each step.
    random: () => 0.5,
    window,
    ...overrides,
  };
  const live = new RealtimeConnection(deps);
  return { live, setToken: (next: string | null) => (token = next) };
}

let disposables: RealtimeConnection[] = [];
const track = (made: ReturnType<typeof connection>) => {
  disposables.push(made.live);
  return made;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const live of disposables) live.dispose();
  disposables = [];
  vi.useRealTimers();
});

describe('reconnection delay', () => {
  it('doubles from one second, with jitter over the upper half of each step, up to 30 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(1, () => 0.5)).toBe(1500);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(10, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(50, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });
});

describe('socket address', () => {
  it('uses wss: under https: and ws: otherwise, on the page host, with the token', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'lien.fr' }, 'a.b.c')).toBe(
      'wss://lien.fr/api/ws?token=a.b.c',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3160' }, 'x')).toBe(
      'ws://localhost:3160/api/ws?token=x',
    );
  });
});

describe('the shared connection', () => {
  it('opens one socket for all listeners and hands them every contract event', () => {
    const { live } = track(connection());
    const first = vi.fn();
    const second = vi.fn();
    live.subscribe({ onEvent: first });
    live.subscribe({ onEvent: second });
    expect(FakeWebSocket.all).toHaveLength(1);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://lien.test/api/ws?token=jwt-1');
    socket.accept();
    socket.push(COUNTS);
    expect(first).toHaveBeenCalledWith(COUNTS);
    expect(second).toHaveBeenCalledWith(COUNTS);
  });

  it('ignores what is not a contract event: unknown types, bad JSON, wrong shapes', () => {
    const { live } = track(connection());
    const heard = vi.fn();
    live.subscribe({ onEvent: heard });
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push('{"type":"typing","conversationID":3}');
    socket.push('pas du JSON');
    socket.push('{"type":"counts","newLikes":"deux"}');
    expect(heard).not.toHaveBeenCalled();
    expect(parseEvent(JSON.stringify(COUNTS))).toEqual(COUNTS);
  });

  it('does not connect without a session', () => {
    const { live } = track(connection({ token: () => null }));
    live.subscribe({});
    expect(FakeWebSocket.all).toHaveLength(0);
  });

  it('reconnects with growing delays, and starts again from one second once a socket opened', () => {
    const { live } = track(connection());
    const onOpen = vi.fn();
    live.subscribe({ onOpen });
    FakeWebSocket.latest().accept();
    expect(onOpen).toHaveBeenLastCalledWith(false);

    // Dropped: 750 ms (1 s step), then 1.5 s, then 3 s, each attempt failing before it opens.
    FakeWebSocket.latest().drop();
    for (const delay of [750, 1500, 3000]) {
      const before = FakeWebSocket.all.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.all).toHaveLength(before + 1);
      if (delay !== 3000) FakeWebSocket.latest().drop();
    }
    FakeWebSocket.latest().accept();
    expect(onOpen).toHaveBeenLastCalledWith(true);

    // Success resets the backoff: the next drop waits the first step again.
    FakeWebSocket.latest().drop();
    const before = FakeWebSocket.all.length;
    vi.advanceTimersByTime(750);
    expect(FakeWebSocket.all).toHaveLength(before + 1);
  });

  it('never waits more than about 30 s between attempts', () => {
    const { live } = track(connection({ random: () => 1 }));
    live.subscribe({});
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const before = FakeWebSocket.all.length;
      FakeWebSocket.latest().drop();
      vi.advanceTimersByTime(RECONNECT_CAP_MS);
      expect(FakeWebSocket.all).toHaveLength(before + 1);
    }
  });

  it('stops when the server refuses the token, and tries again only with a new one', () => {
    const { live, setToken } = track(connection());
    live.subscribe({});
    FakeWebSocket.latest().drop(4401);
    vi.advanceTimersByTime(10 * RECONNECT_CAP_MS);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.all).toHaveLength(1);

    setToken('jwt-2');
    live.subscribe({});
    expect(FakeWebSocket.all).toHaveLength(2);
    expect(FakeWebSocket.latest().url).toContain('token=jwt-2');
  });

  it('reconnects at once when the browser comes back online', () => {
    const { live } = track(connection());
    live.subscribe({});
    FakeWebSocket.latest().drop();
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.all).toHaveLength(2);
    // The pending retry was cancelled rather than adding a third socket later.
    vi.advanceTimersByTime(RECONNECT_CAP_MS);
    expect(FakeWebSocket.all).toHaveLength(2);
  });

  it('reconnects at once when the tab becomes visible again', () => {
    const { live } = track(connection());
    live.subscribe({});
    FakeWebSocket.latest().drop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeWebSocket.all).toHaveLength(2);
  });

  it('keeps the socket a moment after the last listener leaves, then closes it without retrying', () => {
    const { live } = track(connection());
    const leave = live.subscribe({});
    const socket = FakeWebSocket.latest();
    socket.accept();
    leave();
    // React's StrictMode unmounts and mounts again at once: the same socket serves.
    const leaveAgain = live.subscribe({});
    expect(FakeWebSocket.all).toHaveLength(1);
    leaveAgain();
    vi.advanceTimersByTime(LINGER_MS);
    expect(socket.closedByClient).toEqual({ code: 1000, reason: 'logout' });
    vi.advanceTimersByTime(10 * RECONNECT_CAP_MS);
    expect(FakeWebSocket.all).toHaveLength(1);
  });

  it('closes on logout and does not come back without a session', () => {
    const { live, setToken } = track(connection());
    live.subscribe({});
    const socket = FakeWebSocket.latest();
    socket.accept();
    setToken(null);
    live.disconnect();
    expect(socket.closedByClient?.code).toBe(1000);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(10 * RECONNECT_CAP_MS);
    expect(FakeWebSocket.all).toHaveLength(1);
  });

  it('keeps telling the other listeners when one throws', () => {
    const onListenerError = vi.fn();
    const { live } = track(connection({ onListenerError }));
    const heard = vi.fn();
    live.subscribe({
      onEvent: () => {
        throw new Error('écran cassé');
      },
    });
    live.subscribe({ onEvent: heard });
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push(COUNTS);
    expect(heard).toHaveBeenCalledWith(COUNTS);
    expect(onListenerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'écran cassé' }));
  });
});
