import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { PoolShardHints } from '../src/features/discovery/deck/pool-hints';
import { DeckService, SHARDS, shardRun } from '../src/features/discovery/deck/service';
import { useTestApp } from './app';
import { cityNear, createMember, remotePoint } from './factories';
import { countingStatements } from './statement-counter';

/*
 * A dense area's deck ranks a sample of the shards (deck/service.ts, step 2). How many shards each
 * viewer's pool took is kept (deck_pool_sizes), so that the next deck, on any instance, ranks them in
 * one query: the page must be the one a deck without the hint would show, whatever the viewer swiped
 * since.
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

/** The pool size kept for the member (deck_pool_sizes), undefined when none is. */
async function keptShards(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('deck_pool_sizes')
    .select('shards')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.shards;
}

describe('a dense area’s pool', () => {
  it('is ranked in one query once its size is kept, on any instance, the page unchanged by the hint', async () => {
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
    const instance = () => new DeckService(counted.db, { poolTarget: POOL_TARGET });
    // A page no larger than his own shard's women: the sampled shards always fill it, so no query
    // for people beyond his preferences (deck-widening.ts) comes to be counted with the ranking ones.
    const size = Math.min(10, inShard(best));
    const page = async (deck = instance()) => (await deck.deck(viewer, 0, size)).map((p) => p.id);
    const kept = () => keptShards(db, viewer);
    // A page without any hint: the hint is taken away first, then put back.
    const pageWithoutHint = async () => {
      const shards = await kept();
      await db.deleteFrom('deck_pool_sizes').where('user_id', '=', viewer).execute();
      const unhinted = await page();
      counted.take();
      if (shards !== undefined) await new PoolShardHints(db).remember(viewer, shards);
      return unhinted;
    };

    // A first deck: the viewer's own shard, then enough more for about POOL_TARGET women; the size kept.
    const first = await page();
    expect(counted.take()).toBe(2);
    const remembered = (await kept()) ?? 0;
    expect(remembered).toBeGreaterThan(1);
    expect(remembered).toBeLessThan(SHARDS);
    // The next, on this instance or another that never saw him (a restart, a second server): one
    // query over those shards, the same page as without the hint.
    const server = instance();
    expect(await page(server)).toEqual(first);
    expect(counted.take()).toBe(1);
    expect(await page()).toEqual(first);
    expect(counted.take()).toBe(1);
    expect(await pageWithoutHint()).toEqual(first);

    // He passes on all but one woman of those shards: they no longer hold enough, a second query
    // reaches further, the new size is kept, and the page is still the one without the hint.
    const sampled = new Set(shardRun(best, remembered));
    const passed = women.filter((_, i) => sampled.has(womenShards[i] as number)).slice(1);
    await db
      .insertInto('swipes')
      .values(passed.map((woman) => ({ swiper_id: viewer, swiped_id: woman, liked: false })))
      .execute();
    const afterPasses = await page(server);
    expect(counted.take()).toBe(2);
    expect(afterPasses.some((id) => passed.includes(id))).toBe(false);
    expect(await kept()).toBeGreaterThan(remembered);
    expect(await page()).toEqual(afterPasses);
    expect(counted.take()).toBe(1);
    expect(await pageWithoutHint()).toEqual(afterPasses);
  });

  it('is dropped with its member, and a hint that cannot be written costs no error', async () => {
    const { db } = t.database;
    const cityId = await cityNear(db, remotePoint());
    const member = await createMember(db, {
      cityId,
      gender: 'female',
      seeking: 'male',
      birthDate: '1961-03-15',
    });
    const hints = new PoolShardHints(db);
    await hints.remember(member, 5);
    await hints.remember(member, 7);
    expect(await keptShards(db, member)).toBe(7);
    await db.deleteFrom('users').where('id', '=', member).execute();
    expect(await keptShards(db, member)).toBeUndefined();
    // The member is gone: the write breaks the foreign key, and nothing is thrown.
    await expect(hints.remember(member, 3)).resolves.toBeUndefined();
    expect(await keptShards(db, member)).toBeUndefined();
  });
});
