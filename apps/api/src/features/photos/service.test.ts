import { describe, expect, it } from 'vitest';
import { isPermutation, photoUrl } from './service';

describe('isPermutation', () => {
  it.each([
    [['a', 'b', 'c'], ['c', 'a', 'b'], true],
    [['a', 'b', 'c'], ['a', 'b', 'c'], true],
    [[], [], true],
    [['a', 'b', 'c'], ['a', 'b'], false],
    [['a', 'b'], ['a', 'b', 'c'], false],
    [['a', 'b', 'c'], ['a', 'a', 'b'], false],
    [['a', 'b', 'c'], ['a', 'b', 'd'], false],
    [['a', 'b'], ['a', 'b', 'b'], false],
  ])('%j reordered as %j: %s', (expected, given, answer) => {
    expect(isPermutation(expected, given)).toBe(answer);
  });
});

describe('photoUrl', () => {
  it('serves a key under /photos/', () => {
    expect(photoUrl('abc.webp')).toBe('/photos/abc.webp');
  });
});
