import { type Random, seededRandom } from '@lien/contract/rules';

export { type Random, seededRandom };

/**
 * A seed made from several numbers (the population's seed, a member's index, an aspect): each aspect
 * of each member draws from its own sequence, so changing how bios are written leaves the faces alone.
 */
export function deriveSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 12;
  }
  return hash >>> 0;
}

/** An integer from min to max, both included. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.min(max - min, Math.floor(random() * (max - min + 1)));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.min(list.length - 1, Math.floor(random() * list.length))];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

/** One of the entries, each as likely as its weight. */
export function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted: no entries');
  return last[0];
}

/** `count` distinct items, in random order. */
export function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = between(random, 0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}
