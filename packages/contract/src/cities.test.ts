import { describe, expect, it } from 'vitest';
import { citySearchQuery } from './cities';
import { citySearchKey } from './city-text';
import { cityMessages } from './messages';

describe('citySearchKey', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['ÉVREUX', 'evreux'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['Œuilly', 'oeuilly'],
    ['  Paris   15e  ', 'paris 15e'],
    ['Évreux (27000)', 'evreux 27000'],
    ['---', ''],
  ])('turns %j into %j', (text, key) => {
    expect(citySearchKey(text)).toBe(key);
  });
});

describe('citySearchQuery', () => {
  it('refuses an empty or too long text with the French message', () => {
    for (const query of ['   ', 'x'.repeat(101)]) {
      const result = citySearchQuery.safeParse({ query });
      expect(result.error?.issues[0]?.message).toBe(cityMessages.queryInvalid);
    }
  });

  it('defaults the limit to 30', () => {
    expect(citySearchQuery.parse({ query: 'lyon' })).toEqual({ query: 'lyon', limit: 30 });
  });
});
