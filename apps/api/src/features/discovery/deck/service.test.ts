import { describe, expect, it } from 'vitest';
import { compareCoarse, ownCountsFor, poolShards, SHARDS } from './service';

const candidate = (user_id: number, coarse: number | null) => ({ user_id, coarse, total: 0, own: 0 });

describe('compareCoarse, the merge of the ranking queries', () => {
  it('orders as rankingQuery does: nearest embedding first, none last, then id', () => {
    const merged = [
      candidate(7, null),
      candidate(5, 12.5),
      candidate(3, null),
      candidate(9, -40),
      candidate(2, 12.5),
      candidate(4, 0),
    ].sort(compareCoarse);
    expect(merged.map((row) => row.user_id)).toEqual([9, 4, 2, 5, 3, 7]);
  });
});

describe('the shards a pool takes', () => {
  it('takes every shard where the area is thin, else just enough for the target', () => {
    // 1 000 aimed at: 15 in the viewer's shard × 64 stays under 2 000, so all 64; 40 → 25 shards.
    expect(poolShards(0)).toBe(SHARDS);
    expect(poolShards(15)).toBe(SHARDS);
    expect(poolShards(40)).toBe(25);
    expect(poolShards(999)).toBe(2);
    expect(poolShards(1000)).toBe(1);
    expect(poolShards(50_000)).toBe(1);
  });

  it('knows, for each number of shards, exactly the own-shard counts that ask for it', () => {
    for (const target of [20, 1000]) {
      for (const shards of [1, 2, 7, 25, SHARDS]) {
        const { min, max } = ownCountsFor(shards, target);
        // None ask for more shards than the target has candidates (one each at least), but all 64.
        if (shards > target && shards < SHARDS) {
          expect(min).toBeGreaterThan(max);
          continue;
        }
        expect(poolShards(min, target)).toBe(shards);
        expect(poolShards(max, target)).toBe(shards);
        if (min > 0) expect(poolShards(min - 1, target)).toBeGreaterThan(shards);
        if (max < 2 ** 31 - 2) expect(poolShards(max + 1, target)).toBeLessThan(shards);
      }
    }
    // No count asks for 63 shards of 64 at this target: the range is empty.
    const never = ownCountsFor(63, 1000);
    expect(never.min).toBeGreaterThan(never.max);
  });
});
