import type { RealtimeEvent } from '@lien/contract';
import { act, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllStorage, saveSession } from '../session/storage';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { useRealtime } from './useRealtime';

const flags = {
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};
const MESSAGE: RealtimeEvent = {
  type: 'message',
  conversationID: 3,
  message: {
    messageID: 40,
    senderUserID: 12,
    messageContent: 'Pour Hélène seulement',
    sentAt: '2026-01-05T10:00:00Z',
  },
};

afterEach(() => vi.useRealTimers());

describe('the live connection belongs to the signed-in member', () => {
  it("closes one member's socket when another logs in, and opens the next member's own", () => {
    saveSession('token-helene', { id: 7, ...flags });
    const heard = vi.fn();
    renderHook(() => useRealtime(heard));
    const hers = FakeWebSocket.latest();
    hers.accept();

    act(() => saveSession('token-bruno', { id: 8, ...flags }));
    expect(hers.closedByClient).not.toBeNull();
    const his = FakeWebSocket.latest();
    expect(his).not.toBe(hers);
    expect(new URL(his.url).searchParams.get('token')).toBe('token-bruno');
    // What her socket still receives reaches nobody.
    hers.push(MESSAGE);
    expect(heard).not.toHaveBeenCalled();
  });

  it('closes at logout, and opens nothing for nobody, even after the back-off', () => {
    vi.useFakeTimers();
    saveSession('token-helene', { id: 7, ...flags });
    renderHook(() => useRealtime(() => {}));
    const hers = FakeWebSocket.latest();
    hers.accept();
    act(() => clearAllStorage());
    expect(hers.closedByClient).not.toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.live()).toHaveLength(0);
  });

  it('asks the screens to catch up after a drop, and when the server says it missed events (resync)', () => {
    vi.useFakeTimers();
    saveSession('token-helene', { id: 7, ...flags });
    const onReconnect = vi.fn();
    const heard = vi.fn();
    renderHook(() => useRealtime(heard, { onReconnect }));
    FakeWebSocket.latest().accept();
    expect(onReconnect).not.toHaveBeenCalled();

    FakeWebSocket.latest().push({ type: 'resync' });
    expect(onReconnect).toHaveBeenCalledTimes(1);

    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest().accept();
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });
});
