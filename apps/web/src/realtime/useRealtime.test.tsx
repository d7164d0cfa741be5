import type { RealtimeEvent } from '@lien/contract';
import { act, renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { signIn } from '../test/session';
import { LINGER_MS } from './connection';
import { useRealtime } from './useRealtime';

const LIKE: RealtimeEvent = { type: 'like', superLike: true };

beforeEach(() => signIn());
afterEach(() => vi.useRealTimers());

describe('useRealtime', () => {
  it('connects to /api/ws on the page host with the session token', () => {
    renderHook(() => useRealtime(() => {}));
    const url = new URL(FakeWebSocket.latest().url);
    expect(url.protocol).toBe('ws:');
    expect(url.host).toBe(window.location.host);
    expect(url.pathname).toBe('/api/ws');
    expect(url.searchParams.get('token')).toBe('test-jwt');
  });

  it('calls the latest handler, and asks the screen to catch up after a reconnection', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const latest = vi.fn();
    const onReconnect = vi.fn();
    const { rerender } = renderHook(({ handler }) => useRealtime(handler, { onReconnect }), {
      initialProps: { handler: first },
    });
    rerender({ handler: latest });
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push(LIKE);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(LIKE);
    expect(onReconnect).not.toHaveBeenCalled();

    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest().accept();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('closes the socket a moment after the last screen using it unmounts', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useRealtime(() => {}));
    const socket = FakeWebSocket.latest();
    socket.accept();
    // In act: Preact runs an unmounted component's effect clean-ups with the other effects.
    act(() => unmount());
    expect(socket.closedByClient).toBeNull();
    vi.advanceTimersByTime(LINGER_MS);
    expect(socket.closedByClient).not.toBeNull();
  });
});
