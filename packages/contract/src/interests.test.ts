import { describe, expect, it } from 'vitest';
import { ALL_INTERESTS, INTERESTS, isKnownInterest, updateInterestsRequest } from './interests';
import { interestsMessages as m } from './messages';

describe('the interests catalogue', () => {
  it('has at least 12 categories of 8 to 15 subcategories', () => {
    const categories = Object.entries(INTERESTS);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    for (const [category, names] of categories) {
      expect(names.length, category).toBeGreaterThanOrEqual(8);
      expect(names.length, category).toBeLessThanOrEqual(15);
    }
  });

  it('names every subcategory once across the whole catalogue, trimmed', () => {
    expect(new Set(ALL_INTERESTS).size).toBe(ALL_INTERESTS.length);
    for (const name of [...ALL_INTERESTS, ...Object.keys(INTERESTS)]) expect(name).toBe(name.trim());
    expect(ALL_INTERESTS.filter((name) => Object.hasOwn(INTERESTS, name))).toEqual([]);
  });

  it('knows its own names only, exactly spelled', () => {
    expect(isKnownInterest('Randonnée')).toBe(true);
    expect(isKnownInterest('randonnée')).toBe(false);
    expect(isKnownInterest('Sport')).toBe(false);
  });
});

describe('updateInterestsRequest', () => {
  const messages = (selectedInterests: unknown) => {
    const result = updateInterestsRequest.safeParse({ selectedInterests });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts known, distinct interests', () => {
    expect(messages(['Randonnée', 'Jazz', 'Pâtisserie'])).toEqual([]);
  });

  it('needs at least one interest', () => {
    expect(messages([])).toEqual([m.required]);
    expect(messages(undefined)).toEqual([m.required]);
    expect(m.required).toBe("Veuillez sélectionner au moins un centre d'intérêt.");
  });

  it('refuses unknown and repeated interests', () => {
    expect(messages(['Randonnée', 'Parapente'])).toEqual([m.unknown('Parapente')]);
    expect(messages(['Jazz', 'Jazz'])).toEqual([m.duplicate('Jazz')]);
  });

  it('keeps the texts of PRODUCT §8', () => {
    expect(m.loadFailed).toBe('Impossible de charger les données.');
    expect(m.saveFailed).toBe('Échec de la mise à jour des intérêts');
  });
});
