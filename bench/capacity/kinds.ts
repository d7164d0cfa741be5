import type { CostMeter, MessageCost } from '../chat/costs';
import type { Pair } from '../chat/population';
import { quantile } from '../lib/stats';

export type CapacityCall = (
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
) => Promise<unknown>;

interface Viewer {
  id: number;
  token: string;
}

interface KindsInput {
  call: CapacityCall;
  meter: CostMeter;
  /** The API process. */
  pid: number;
  /** Onboarded members, signed in. */
  viewers: Viewer[];
  /** Matched members with their conversation (the chat's kinds). */
  pairs: Pair[];
}

/** Requests in flight at once: enough to keep a core busy, few enough that latencies mean something. */
const CONCURRENCY = 4;

/** Runs every task, CONCURRENCY at a time; answers each one's latency in ms. */
async function runAll(tasks: Array<() => Promise<unknown>>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<unknown>;
      const start = performance.now();
      await task();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies;
}

interface KindResult {
  kind: string;
  requests: number;
  cost: MessageCost;
  latencies: number[];
}

/**
 * The request kinds a member's day is made of, each measured apart: CPU per request in the API
 * process and in the database's backends, transactions per request, and latency.
 */
export async function measureKinds(input: KindsInput): Promise<KindResult[]> {
  const { call, meter, pid, viewers, pairs } = input;
  const results: KindResult[] = [];
  const measure = async (kind: string, tasks: Array<() => Promise<unknown>>) => {
    let latencies: number[] = [];
    const cost = await meter.measure([pid], async () => {
      latencies = await runAll(tasks);
      return tasks.length;
    });
    results.push({ kind, requests: tasks.length, cost, latencies });
    print(results.at(-1) as KindResult);
  };
  console.log(
    '\n| request | requests | API CPU per request | database CPU per request | transactions | p50 / p95 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');

  // Every viewer's first deck page, untimed (connections open, code optimised), and its cards kept.
  const cards = new Map<number, number[]>();
  await runAll(
    viewers.map((viewer) => async () => {
      const reply = (await call('GET', '/api/swipe_profiles?offset=0&limit=10', viewer.token)) as {
        profiles: Array<{ id: number }>;
      };
      cards.set(
        viewer.id,
        reply.profiles.map((profile) => profile.id),
      );
    }),
  );
  const deckPage = (viewer: Viewer) => () =>
    call('GET', '/api/swipe_profiles?offset=0&limit=10', viewer.token);
  await measure('deck page (10 cards)', [...viewers, ...viewers].map(deckPage));
  await measure(
    'profile view',
    viewers.flatMap((viewer) =>
      (cards.get(viewer.id) ?? [])
        .slice(0, 2)
        .map((id) => () => call('GET', `/api/user_profile/${id}`, viewer.token)),
    ),
  );
  await measure(
    'swipe (like)',
    viewers.flatMap((viewer) =>
      (cards.get(viewer.id) ?? [])
        .slice(0, 5)
        .map((id) => () => call('POST', '/api/swipe', viewer.token, { swipedUserId: id, like: true })),
    ),
  );
  await measure(
    'likes received',
    [...viewers, ...viewers].map((viewer) => () => call('GET', '/api/likes_received', viewer.token)),
  );
  // What every open app asks every 30 s (PRODUCT.md): the three badge counts, one round a task.
  const badges = ['/api/new_likes_count', '/api/unread_messages_count', '/api/new_matches_count'];
  await measure(
    'badge poll (3 counts)',
    [...viewers, ...viewers].map(
      (viewer) => () => Promise.all(badges.map((path) => call('GET', path, viewer.token))),
    ),
  );
  await measure(
    'send message',
    pairs.flatMap((pair) =>
      Array.from(
        { length: 10 },
        (_, index) => () =>
          call('POST', '/api/send_message', pair.senderToken, {
            conversationID: pair.conversationId,
            messageContent: `Bonjour, message ${index + 1} du banc de capacité.`,
          }),
      ),
    ),
  );
  await measure(
    'conversation list',
    pairs.flatMap((pair) =>
      [pair.senderToken, pair.recipientToken].map((token) => () => call('GET', '/api/conversations', token)),
    ),
  );
  await measure(
    'thread page',
    pairs.flatMap((pair) =>
      [pair.senderToken, pair.recipientToken].map(
        (token) => () =>
          call('GET', `/api/conversation_messages?conversationID=${pair.conversationId}`, token),
      ),
    ),
  );
  return results;
}

function print(result: KindResult): void {
  const us = (value: number) => `${Math.round(value)} µs`;
  const { cost, latencies } = result;
  console.log(
    `| ${result.kind} | ${result.requests} | ${us(cost.instanceCpuUs[0] ?? 0)} | ${us(cost.databaseCpuUs)} | ${cost.statements.toFixed(2)} | ${quantile(latencies, 0.5).toFixed(1)} / ${quantile(latencies, 0.95).toFixed(1)} ms |`,
  );
}
