import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessPubSub } from '../../infra/pubsub';
import {
  type BadgeCounts,
  CLOSE_POLICY,
  COUNTS_GATHER_MS,
  type LiveSession,
  MAX_BUFFERED_BYTES,
  SocketHub,
} from './hub';
import { COUNTS_STALE, THEN_COUNTS, userChannel } from './service';

/** A socket that records what the hub does to it. */
class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  pings = 0;
  closedWith: number | null = null;
  terminated = false;

  send(data: string): void {
    this.sent.push(data);
  }
  ping(): void {
    this.pings += 1;
  }
  close(code?: number): void {
    this.closedWith = code ?? 1005;
    this.#gone();
  }
  terminate(): void {
    this.terminated = true;
    this.#gone();
  }
  #gone(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close');
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const session = (userId: number, overrides: Partial<LiveSession> = {}): LiveSession => ({
  userId,
  sessionVersion: 0,
  expiresAt: Date.now() + 60_000,
  ...overrides,
});

function hubWith(options: {
  counts?: (userId: number) => Promise<BadgeCounts>;
  versions?: Map<number, number>;
}) {
  const pubsub = createInProcessPubSub();
  const counts = options.counts ?? (async () => ({ newLikes: 0, unreadMessages: 0, newMatches: 0 }));
  const hub = new SocketHub({
    pubsub,
    counts: async (userIds) =>
      new Map(await Promise.all(userIds.map(async (id) => [id, await counts(id)] as const))),
    sessionVersions: async (ids) => options.versions ?? new Map(ids.map((id) => [id, 0])),
    countsGatherMs: 0,
  });
  return { hub, pubsub };
}

describe('SocketHub', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('subscribes a member’s channel with their first socket and leaves it with their last', async () => {
    const { hub, pubsub } = hubWith({});
    const [first, second] = [new FakeSocket(), new FakeSocket()];
    await hub.attach(first, session(7));
    await hub.attach(second, session(7));
    expect(pubsub.channelCount()).toBe(1);
    expect(hub.socketCount).toBe(2);
    await tick();

    await pubsub.publish(userChannel(7), '{"type":"like","superLike":false}');
    await tick();
    expect(first.sent.at(-1)).toBe('{"type":"like","superLike":false}');
    expect(second.sent.at(-1)).toBe('{"type":"like","superLike":false}');

    first.close();
    expect(pubsub.channelCount()).toBe(1);
    second.close();
    await tick();
    expect(pubsub.channelCount()).toBe(0);
    expect(hub.socketCount).toBe(0);
  });

  it('drops a socket that missed a heartbeat, and pings the live ones', async () => {
    const { hub } = hubWith({});
    const [quiet, lively] = [new FakeSocket(), new FakeSocket()];
    await hub.attach(quiet, session(1));
    await hub.attach(lively, session(2));
    hub.heartbeat();
    expect([quiet.pings, lively.pings]).toEqual([1, 1]);
    lively.emit('pong');
    hub.heartbeat();
    expect(quiet.terminated).toBe(true);
    expect(lively.terminated).toBe(false);
    expect(lively.pings).toBe(2);
    expect(hub.socketCount).toBe(1);
  });

  it('closes with 1008 a socket whose token expired or whose session was revoked', async () => {
    const { hub } = hubWith({ versions: new Map([[2, 1]]) });
    const [expired, revoked, gone] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    await hub.attach(expired, session(1, { expiresAt: Date.now() + 1000 }));
    await hub.attach(revoked, session(2));
    await hub.attach(gone, session(3));
    hub.heartbeat(Date.now() + 2000);
    await hub.checkSessions();
    expect([expired.closedWith, revoked.closedWith, gone.closedWith]).toEqual([
      CLOSE_POLICY,
      CLOSE_POLICY,
      CLOSE_POLICY,
    ]);
  });

  it('leaves open the sockets that attached while their sessions were being checked', async () => {
    let release: () => void = () => undefined;
    const pubsub = createInProcessPubSub();
    const hub = new SocketHub({
      pubsub,
      counts: async (ids) =>
        new Map(ids.map((id) => [id, { newLikes: 0, unreadMessages: 0, newMatches: 0 }])),
      sessionVersions: async (ids) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new Map(ids.map((id) => [id, 0]));
      },
      countsGatherMs: 0,
    });
    await hub.attach(new FakeSocket(), session(1));
    const checking = hub.checkSessions();
    // Members 2 and 3 open the app while the versions of member 1 are being read: their own tokens were
    // checked when they attached, and the answer, read before them, says nothing about them.
    const [late, secondTab] = [new FakeSocket(), new FakeSocket()];
    await hub.attach(late, session(2));
    await hub.attach(secondTab, session(3));
    release();
    await checking;
    expect([late.closedWith, secondTab.closedWith]).toEqual([null, null]);
    await pubsub.publish(userChannel(2), '{"type":"like","superLike":false}');
    await tick();
    expect(late.sent).toContain('{"type":"like","superLike":false}');
  });

  it('computes the counts once more, not once per notice, when notices arrive during a computation', async () => {
    let runs = 0;
    let unread = 0;
    let release: () => void = () => undefined;
    const { hub, pubsub } = hubWith({
      counts: async () => {
        runs += 1;
        const value = unread;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { newLikes: 0, unreadMessages: value, newMatches: 0 };
      },
    });
    const socket = new FakeSocket();
    await hub.attach(socket, session(5));
    await tick();
    expect(runs).toBe(1);
    for (let notice = 0; notice < 10; notice += 1) {
      unread += 1;
      await pubsub.publish(userChannel(5), COUNTS_STALE);
    }
    await tick();
    release();
    await tick();
    expect(runs).toBe(2);
    release();
    await tick();
    expect(socket.sent.map((data) => JSON.parse(data))).toEqual([
      { type: 'counts', newLikes: 0, unreadMessages: 0, newMatches: 0 },
      { type: 'counts', newLikes: 0, unreadMessages: 10, newMatches: 0 },
    ]);
  });

  it('computes the counts of the members noticed together in one batch', async () => {
    const batches: number[][] = [];
    const pubsub = createInProcessPubSub();
    const hub = new SocketHub({
      pubsub,
      counts: async (userIds) => {
        batches.push([...userIds]);
        return new Map(userIds.map((id) => [id, { newLikes: id, unreadMessages: 0, newMatches: 0 }]));
      },
      sessionVersions: async (ids) => new Map(ids.map((id) => [id, 0])),
      countsGatherMs: 0,
    });
    const sockets = [1, 2, 3].map(() => new FakeSocket());
    await Promise.all(sockets.map((socket, index) => hub.attach(socket, session(index + 1))));
    await tick();
    expect(batches).toEqual([[1, 2, 3]]);
    for (const id of [3, 1, 3]) await pubsub.publish(userChannel(id), COUNTS_STALE);
    await tick();
    expect(batches).toEqual([
      [1, 2, 3],
      [3, 1],
    ]);
    expect(sockets.map((socket) => socket.sent.map((data) => JSON.parse(data).newLikes))).toEqual([
      [1, 1],
      [2],
      [3, 3],
    ]);
  });

  it('gathers the notices of a tenth of a second, and those during a computation, into one batch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const batches: number[][] = [];
    const hub = new SocketHub({
      pubsub: createInProcessPubSub(),
      counts: async (userIds) => {
        batches.push([...userIds]);
        return new Map(userIds.map((id) => [id, { newLikes: 0, unreadMessages: id, newMatches: 0 }]));
      },
      sessionVersions: async (ids) => new Map(ids.map((id) => [id, 0])),
    });
    const sockets = [1, 2, 3].map(() => new FakeSocket());
    await hub.attach(sockets[0] as FakeSocket, session(1));
    await vi.advanceTimersByTimeAsync(COUNTS_GATHER_MS / 2);
    await hub.attach(sockets[1] as FakeSocket, session(2));
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(COUNTS_GATHER_MS / 2);
    expect(batches).toEqual([[1, 2]]);
    // Noticed right after a batch: waits for the next gathering, with whoever comes meanwhile.
    await hub.attach(sockets[2] as FakeSocket, session(3));
    await vi.advanceTimersByTimeAsync(COUNTS_GATHER_MS - 1);
    hub.resyncAll();
    expect(batches).toEqual([[1, 2]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([
      [1, 2],
      [3, 1, 2],
    ]);
    await vi.advanceTimersByTimeAsync(10 * COUNTS_GATHER_MS);
    expect(batches).toHaveLength(2);
    expect(sockets.map((socket) => socket.sent.filter((data) => data.includes('"counts"')).length)).toEqual([
      2, 2, 1,
    ]);
  });

  it('sends an event marked "then the counts" and the member’s fresh counts after it', async () => {
    let unread = 0;
    const { hub, pubsub } = hubWith({
      counts: async () => ({ newLikes: 2, unreadMessages: unread, newMatches: 0 }),
    });
    const socket = new FakeSocket();
    await hub.attach(socket, session(4));
    await tick();
    unread = 1;
    await pubsub.publish(userChannel(4), `${THEN_COUNTS}{"type":"like","superLike":false}`);
    await tick();
    expect(socket.sent.map((data) => JSON.parse(data))).toEqual([
      { type: 'counts', newLikes: 2, unreadMessages: 0, newMatches: 0 },
      { type: 'like', superLike: false },
      { type: 'counts', newLikes: 2, unreadMessages: 1, newMatches: 0 },
    ]);
  });

  it('drops a socket whose reader stopped reading rather than buffer without end', async () => {
    const { hub, pubsub } = hubWith({});
    const socket = new FakeSocket();
    await hub.attach(socket, session(9));
    socket.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    await pubsub.publish(userChannel(9), '{"type":"like","superLike":true}');
    await tick();
    expect(socket.terminated).toBe(true);
  });
});
