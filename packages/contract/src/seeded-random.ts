/** A source of numbers in [0, 1), like Math.random; a seeded one gives the same sequence every time. */
export type Random = () => number;

/**
 * mulberry32: small, fast and good enough for made-up people, test data and fixed projections; the
 * same seed, the same sequence. Each number is a 32-bit integer divided by 2³², exactly.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
