import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';
import { DeckService } from '../../apps/api/src/features/discovery/deck/service';
import { SwipeService } from '../../apps/api/src/features/discovery/swipes/service';

type Db = Kysely<Database>;

/** Two members: `a` found `b` in their deck; `b` will like `a` back. */
export interface SwipePair {
  a: number;
  b: number;
}

/**
 * Up to `count` distinct pairs from the decks of `viewers` (the real deck, first page), no member in
 * two pairs and none of `swipedBefore`, so that each like is a first decision and each like back makes
 * its own match.
 */
export async function deckPairs(
  db: Db,
  viewers: number[],
  count: number,
  swipedBefore: readonly number[],
): Promise<SwipePair[]> {
  const deck = new DeckService(db);
  const used = new Set<number>([...viewers, ...swipedBefore]);
  const pairs: SwipePair[] = [];
  for (const a of viewers) {
    if (pairs.length >= count) break;
    for (const profile of await deck.deck(a, 0, 10)) {
      if (used.has(profile.id) || pairs.length >= count) continue;
      used.add(profile.id);
      pairs.push({ a, b: profile.id });
      break;
    }
  }
  return pairs;
}

/** Runs `task` on every item with `concurrency` workers; answers the rate per second. */
async function rate<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<number> {
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (items.length * 1000) / (performance.now() - start);
}

export interface SwipeRates {
  pairs: number;
  plainFirst: number;
  likes: number;
  plainBack: number;
  likesBack: number;
  matches: number;
}

/** How often the warm-up pairs' decisions are sent again (repeats: the same code path, nothing stored). */
const WARM_REPEATS = 4;

/**
 * Swipes per second through the product's SwipeService (swipe_batch: the swipes of one event-loop turn
 * applied together, the swiper's deck, the member's visibility and deck rule, the pairs' locks, the
 * swipes, the reciprocal-like check and the matches with their conversations), beside plain single-row
 * inserts into a table shaped like swipes (same keys, index and foreign keys), on the same connections
 * with the same concurrency, alternated so that both see the same machine: plain, likes, plain, likes
 * back, once for each of `rounds` equal shares of the pairs (one alternation alone moved by a fifth
 * from run to run on a quiet machine). Both paths are warmed up first on the `warm` pairs (V8's and
 * PostgreSQL's caches), untimed.
 */
export async function measureSwipes(
  db: Db,
  warm: SwipePair[],
  pairs: SwipePair[],
  { concurrency, rounds }: { concurrency: number; rounds: number },
): Promise<SwipeRates[]> {
  await sql`drop table if exists bench_plain_swipes`.execute(db);
  await sql`create table bench_plain_swipes (like swipes including defaults including constraints)`.execute(
    db,
  );
  await sql`alter table bench_plain_swipes
    add constraint bench_plain_primary_key primary key (swiper_id, swiped_id),
    add constraint bench_plain_swiper_fk foreign key (swiper_id) references users (id) on delete cascade,
    add constraint bench_plain_swiped_fk foreign key (swiped_id) references users (id) on delete cascade`.execute(
    db,
  );
  await sql`create index bench_plain_received on bench_plain_swipes (swiped_id, liked, created_at)
    include (swiper_id, super_like)`.execute(db);
  const plain = (swiper: number, swiped: number) =>
    sql`insert into bench_plain_swipes (swiper_id, swiped_id, liked) values (${swiper}, ${swiped}, true)`
      .execute(db)
      .then(() => undefined);

  const swipes = new SwipeService(db);
  let matches = 0;
  const like = async (swiper: number, swiped: number) => {
    if (await swipes.swipe(swiper, { swipedUserId: swiped, like: true })) matches += 1;
  };

  await rate(warm, concurrency, ({ a, b }) => plain(a, b));
  await rate(warm, concurrency, ({ a, b }) => plain(b, a));
  await sql`truncate bench_plain_swipes`.execute(db);
  for (let round = 0; round <= WARM_REPEATS; round += 1) {
    await rate(warm, concurrency, ({ a, b }) => like(a, b));
    await rate(warm, concurrency, ({ a, b }) => like(b, a));
  }

  const results: SwipeRates[] = [];
  const share = Math.ceil(pairs.length / rounds);
  for (let start = 0; start < pairs.length; start += share) {
    const some = pairs.slice(start, start + share);
    matches = 0;
    const plainFirst = await rate(some, concurrency, ({ a, b }) => plain(a, b));
    const likes = await rate(some, concurrency, ({ a, b }) => like(a, b));
    const plainBack = await rate(some, concurrency, ({ a, b }) => plain(b, a));
    const likesBack = await rate(some, concurrency, ({ a, b }) => like(b, a));
    results.push({ pairs: some.length, plainFirst, likes, plainBack, likesBack, matches });
  }
  return results;
}

/** Swipes (a like and a like back each pair) over plain inserts (two each pair), per second. */
export function swipesOverPlain(rates: SwipeRates): { swipes: number; plain: number; ratio: number } {
  const swipes = 2 / (1 / rates.likes + 1 / rates.likesBack);
  const plain = 2 / (1 / rates.plainFirst + 1 / rates.plainBack);
  return { swipes, plain, ratio: swipes / plain };
}

/**
 * Both members of each pair like each other at the same moment (the race the pair lock is for), for
 * the pairs where each is in the other's deck; answers how many pairs raced and how many ended with
 * exactly one match, one like answered false and the other true.
 */
export async function raceLikes(db: Db, pairs: SwipePair[]): Promise<{ pairs: number; oneMatch: number }> {
  const deck = new DeckService(db);
  // One service each, as two instances: two batches, two transactions, and the pair's lock between them.
  const [left, right] = [new SwipeService(db), new SwipeService(db)];
  const mutual: SwipePair[] = [];
  for (const pair of pairs) if (await deck.isInDeck(pair.b, pair.a)) mutual.push(pair);
  let oneMatch = 0;
  for (const { a, b } of mutual) {
    const [first, second] = await Promise.all([
      left.swipe(a, { swipedUserId: b, like: true }),
      right.swipe(b, { swipedUserId: a, like: true }),
    ]);
    const low = Math.min(a, b);
    const high = Math.max(a, b);
    const rows = await db
      .selectFrom('matches')
      .select('id')
      .where('user_low', '=', low)
      .where('user_high', '=', high)
      .execute();
    if (rows.length === 1 && first !== second) oneMatch += 1;
  }
  return { pairs: mutual.length, oneMatch };
}
