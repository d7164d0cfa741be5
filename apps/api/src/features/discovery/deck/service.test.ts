import { describe, expect, it } from 'vitest';
import { compareCoarse } from './service';

const candidate = (user_id: number, coarse: number | null) => ({ user_id, coarse, total: 0 });

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
