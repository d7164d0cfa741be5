import { describe, expect, it } from 'vitest';
import { batchedWrites } from './turn-batches';

describe('batchedWrites', () => {
  it('writes the items of one turn together, each caller getting its own outcome', async () => {
    const calls: number[][] = [];
    const write = batchedWrites(async (items: readonly number[]) => {
      calls.push([...items]);
      return items.map((item) => item * 10);
    }, 3);
    const outcomes = await Promise.all([1, 2, 3, 4].map(write));
    expect(outcomes).toEqual([10, 20, 30, 40]);
    expect(calls).toEqual([[1, 2, 3], [4]]);
    expect(await write(5)).toBe(50);
    expect(calls).toHaveLength(3);
  });

  it('tries a refused batch item by item, in order, so that only the faulty item fails', async () => {
    const calls: number[][] = [];
    const write = batchedWrites(async (items: readonly number[]) => {
      calls.push([...items]);
      if (items.includes(13)) throw new Error('refused');
      return items.map((item) => item * 10);
    }, 10);
    const results = await Promise.allSettled([1, 13, 2].map(write));
    expect(results).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('refused') },
      { status: 'fulfilled', value: 20 },
    ]);
    expect(calls).toEqual([[1, 13, 2], [1], [13], [2]]);
    await expect(write(13)).rejects.toThrow('refused');
  });
});
