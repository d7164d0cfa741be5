import { BADGE_POLL_MS } from '@lien/contract/rules';
import { act, render, renderHook, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../session/storage';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { deferred, json, mockFetch } from '../test/fetchMock';
import { signIn } from '../test/session';
import { CountBadge, formatBadge } from '../ui/CountBadge';
import { useBadgeCounts } from './useBadgeCounts';

const user = {
  id: 7,
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};
let likes = 1;
let unread = 0;

function serve() {
  return mockFetch({
    'GET /api/new_likes_count': () => json({ count: likes }),
    'GET /api/unread_messages_count': () => json({ count: unread }),
  });
}

/** Lets the fake fetches answer (their promises settle on the microtask queue). */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  vi.useFakeTimers();
  signIn();
  likes = 1;
  unread = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('badge counts (PRODUCT §2.5, §4, §9)', () => {
  it('fetches both counts at start, then polls every 30 s', async () => {
    const api = serve();
    const { result } = renderHook(() => useBadgeCounts());
    expect(result.current).toEqual({ newLikes: 0, unreadMessages: 0 });
    await settle();
    expect(result.current).toEqual({ newLikes: 1, unreadMessages: 0 });
    expect(api.calls('GET /api/unread_messages_count')).toHaveLength(1);

    unread = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BADGE_POLL_MS - 1);
    });
    expect(api.calls('GET /api/unread_messages_count')).toHaveLength(1);
    expect(result.current.unreadMessages).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(api.calls('GET /api/unread_messages_count')).toHaveLength(2);
    expect(api.calls('GET /api/new_likes_count')).toHaveLength(2);
    expect(result.current).toEqual({ newLikes: 1, unreadMessages: 4 });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BADGE_POLL_MS);
    });
    expect(api.calls('GET /api/unread_messages_count')).toHaveLength(3);
  });

  it('takes a counts event at once, without waiting for the next poll', async () => {
    const api = serve();
    const { result } = renderHook(() => useBadgeCounts());
    await settle();
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push({ type: 'counts', newLikes: 3, unreadMessages: 12, newMatches: 0 });
    expect(result.current).toEqual({ newLikes: 3, unreadMessages: 12 });
    expect(api.calls('GET /api/unread_messages_count')).toHaveLength(1);
  });

  it('fetches again after a message, a like or a match', async () => {
    const api = serve();
    const { result } = renderHook(() => useBadgeCounts());
    await settle();
    FakeWebSocket.latest().accept();
    unread = 1;
    FakeWebSocket.latest().push({
      type: 'message',
      conversationID: 4,
      message: { messageID: 9, senderUserID: 12, messageContent: 'Salut', sentAt: '2026-11-20T10:00:00Z' },
    });
    await settle();
    expect(result.current.unreadMessages).toBe(1);
    likes = 2;
    FakeWebSocket.latest().push({ type: 'like', superLike: false });
    await settle();
    expect(result.current.newLikes).toBe(2);
    expect(api.calls('GET /api/new_likes_count')).toHaveLength(3);
  });

  it('shares one poll and one socket between every component showing the badges', async () => {
    const api = serve();
    renderHook(() => useBadgeCounts());
    renderHook(() => useBadgeCounts());
    await settle();
    expect(api.calls('GET /api/new_likes_count')).toHaveLength(1);
    expect(FakeWebSocket.all).toHaveLength(1);
  });

  it('keeps the last counts when a poll fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = false;
    mockFetch({
      'GET /api/new_likes_count': () => (fail ? json({ error: 'Panne' }, 500) : json({ count: 2 })),
      'GET /api/unread_messages_count': () => json({ count: 3 }),
    });
    const { result } = renderHook(() => useBadgeCounts());
    await settle();
    fail = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BADGE_POLL_MS);
    });
    expect(result.current).toEqual({ newLikes: 2, unreadMessages: 3 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('badge counts belong to the member', () => {
  it("starts from zero for the next member, and a count of the previous one's still on its way is dropped", async () => {
    const hers = deferred<Response>();
    const api = mockFetch({
      'GET /api/new_likes_count': (request) =>
        request.headers.get('authorization') === 'Bearer test-jwt' ? hers.promise : json({ count: 2 }),
      'GET /api/unread_messages_count': (request) =>
        json({ count: request.headers.get('authorization') === 'Bearer test-jwt' ? 6 : 0 }),
    });
    const { result } = renderHook(() => useBadgeCounts());
    await settle();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push({ type: 'counts', newLikes: 5, unreadMessages: 6, newMatches: 0 });
    expect(result.current).toEqual({ newLikes: 5, unreadMessages: 6 });

    act(() => saveSession('token-bruno', { ...user, id: 8 }));
    expect(result.current).toEqual({ newLikes: 0, unreadMessages: 0 });
    await settle();
    expect(result.current).toEqual({ newLikes: 2, unreadMessages: 0 });
    hers.resolve(json({ count: 5 }));
    await settle();
    expect(result.current).toEqual({ newLikes: 2, unreadMessages: 0 });
    expect(api.calls('GET /api/new_likes_count').at(-1)?.headers.get('authorization')).toBe(
      'Bearer token-bruno',
    );
  });

  it('fetches again after the server says it missed events (resync)', async () => {
    const api = serve();
    const { result } = renderHook(() => useBadgeCounts());
    await settle();
    FakeWebSocket.latest().accept();
    unread = 7;
    FakeWebSocket.latest().push({ type: 'resync' });
    await settle();
    expect(result.current.unreadMessages).toBe(7);
    expect(api.calls('GET /api/unread_messages_count')).toHaveLength(2);
  });
});

describe('badge text', () => {
  it("shows nothing at zero, the figure up to 9, and '9+' above", () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(9)).toBe('9');
    expect(formatBadge(10)).toBe('9+');
    expect(formatBadge(250)).toBe('9+');
  });

  it('reads the real figure to screen readers', () => {
    render(<CountBadge count={14} label={(count) => `${count} messages non lus`} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('14 messages non lus')).toBeInTheDocument();
  });
});
