import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { PoolShardHints } from '../src/features/discovery/deck/pool-hints';
import { DeckService, SHARDS, shardRun } from '../src/features/discovery/deck/service';
import { useTestApp } from './app';
import { cityNear, createMember, remotePoint } from './factories';
import { countingStatements } from './statement-counter';

/*
 * A dense area's deck ranks a sample of the shards (deck/service.ts, step 2). An instance remembers
 * how many shards each viewer's pool took, so that the next deck ranks them in one query: the page
 * must be the one an instance that never saw the viewer would show, whatever the viewer swiped since.
 */

const t = useTestApp();

/** Candidates a pool aims at here: a few shards' worth of this file's women. */
const POOL_TARGET = 20;

/** The ranking statements among those counted: each reads the deck's model as `deck_members m`. */
function rankingCounter(db: Kysely<Database>) {
  const counting = countingStatements(db);
  let ranking = 0;
  const plugin = {
    transformQuery: ({ node }: { node: unknown }) => {
      if (JSON.stringify(node).includes('from deck_members m')) ranking += 1;
      return node as never;
    },
    transformResult: async ({ result }: { result: unknown }) => result as never,
  };
  return {
    db: counting.db.withPlugin(plugin),
    take(): number {
      const taken = ranking;
      ranking = 0;
      return taken;
    },
  };
}

async function shardOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('deck_members')
    .select('shard')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new Error(`member ${userId} is not in the deck`);
  return row.shard;
}

describe('a dense area’s pool', () => {
  it('is ranked in one query once its size is known, showing the page a fresh instance shows', async () => {
    const { db } = t.database;
    const cityId = await cityNear(db, remotePoint());
    // Ages no other file gives its members, so that when files share a database none come in.
    const birthDate = '1961-03-14';
    const women = [];
    for (let i = 0; i < 150; i += 1) {
      women.push(await createMember(db, { cityId, gender: 'female', seeking: 'male', birthDate }));
    }
    const men = [];
    for (let i = 0; i < 20; i += 1) {
      men.push(await createMember(db, { cityId, gender: 'male', seeking: 'female', birthDate }));
    }
    // The viewer: the man whose own shard holds the most of these women (two or more: a dense area).
    const womenShards = await Promise.all(women.map((woman) => shardOf(db, woman)));
    const inShard = (shard: number) => womenShards.filter((found) => found === shard).length;
    const viewerShards = await Promise.all(men.map((man) => shardOf(db, man)));
    const best = viewerShards.reduce((a, b) => (inShard(b) > inShard(a) ? b : a));
    const viewer = men[viewerShards.indexOf(best)] as number;
    expect(inShard(best)).toBeGreaterThanOrEqual(2);

    const counted = rankingCounter(db);
    const hints = new PoolShardHints();
    const warm = new DeckService(counted.db, { poolTarget: POOL_TARGET, hints });
    const freshPage = async () =>
      (await new DeckService(counted.db, { poolTarget: POOL_TARGET }).deck(viewer, 0, 10)).map((p) => p.id);
    const warmPage = async () => (await warm.deck(viewer, 0, 10)).map((p) => p.id);

    // A first deck: the viewer's own shard, then enough more for about POOL_TARGET women.
    const first = await warmPage();
    expect(counted.take()).toBe(2);
    const remembered = hints.get(viewer) ?? 0;
    expect(remembered).toBeGreaterThan(1);
    expect(remembered).toBeLessThan(SHARDS);
    // The next: one query over those shards, the same page as an instance that never saw him.
    expect(await warmPage()).toEqual(first);
    expect(counted.take()).toBe(1);
    expect(await freshPage()).toEqual(first);
    expect(counted.take()).toBe(2);

    // He passes on all but one woman of those shards: they no longer hold enough, a second query
    // reaches further, and the page is still the fresh instance's.
    const sampled = new Set(shardRun(best, remembered));
    const passed = women.filter((_, i) => sampled.has(womenShards[i] as number)).slice(1);
    await db
      .insertInto('swipes')
      .values(passed.map((woman) => ({ swiper_id: viewer, swiped_id: woman, liked: false })))
      .execute();
    const afterPasses = await warmPage();
    expect(counted.take()).toBe(2);
    expect(afterPasses.some((id) => passed.includes(id))).toBe(false);
    expect(await freshPage()).toEqual(afterPasses);
  });

  it('forgets the least recently seen viewer past its capacity', () => {
    const hints = new PoolShardHints(2);
    hints.set(1, 4);
    hints.set(2, 8);
    hints.set(1, 5);
    hints.set(3, 64);
    expect([hints.get(1), hints.get(2), hints.get(3)]).toEqual([5, undefined, 64]);
  });
});
