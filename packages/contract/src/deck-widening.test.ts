import { describe, expect, it } from 'vitest';
import { outsideLabels, suggestedDistanceKm, widenedAgeRange, widenedDistanceKm } from './deck-widening';
import { deckWideningMessages as m } from './messages';

describe('how far the deck widens', () => {
  it('never goes beyond the distance chosen, and stays unlimited at 101', () => {
    expect(widenedDistanceKm(1)).toBe(1);
    expect(widenedDistanceKm(40)).toBe(40);
    expect(widenedDistanceKm(50)).toBe(50);
    expect(widenedDistanceKm(51)).toBe(51);
    expect(widenedDistanceKm(100)).toBe(100);
    expect(widenedDistanceKm(101)).toBeNull();
  });

  it('goes two years beyond either end of the age range', () => {
    expect(widenedAgeRange([25, 35])).toEqual([23, 37]);
    expect(widenedAgeRange([18, 99])).toEqual([16, 101]);
  });

  it('offers a round 10 km to reach the nearest, or no limit past the slider', () => {
    expect(suggestedDistanceKm(21.3)).toBe(30);
    expect(suggestedDistanceKm(60)).toBe(60);
    expect(suggestedDistanceKm(99.9)).toBe(100);
    expect(suggestedDistanceKm(100.2)).toBe(101);
    expect(suggestedDistanceKm(840)).toBe(101);
  });
});

describe('the French a widened card shows', () => {
  const facts = { distance: 72, age: 37, maxDistance: 50, ageRange: [25, 35] as const };

  it('says how far beyond, how old, and every questionnaire filter in one line', () => {
    expect(outsideLabels({ ...facts, criteria: ['distance'] })).toEqual([
      'À 72\u00a0km, au-delà de vos 50\u00a0km',
    ]);
    expect(outsideLabels({ ...facts, criteria: ['age'] })).toEqual([
      "37\u00a0ans, hors de votre tranche d'âge (25 à 35\u00a0ans)",
    ]);
    expect(outsideLabels({ ...facts, criteria: ['politics'] })).toEqual([
      'Hors de vos critères\u00a0: orientation politique',
    ]);
    expect(
      outsideLabels({ ...facts, criteria: ['distance', 'politics', 'education', 'religion', 'situation'] }),
    ).toEqual([
      'À 72\u00a0km, au-delà de vos 50\u00a0km',
      "Hors de vos critères\u00a0: orientation politique, niveau d'études, religion et situations exclues",
    ]);
  });

  it('never reads "at 50 km, beyond your 50 km" for someone a fraction beyond', () => {
    expect(outsideLabels({ ...facts, distance: 50, criteria: ['distance'] })).toEqual([
      'À 51\u00a0km, au-delà de vos 50\u00a0km',
    ]);
    expect(outsideLabels({ ...facts, distance: null, criteria: ['distance'] })).toEqual([
      'Au-delà de vos 50\u00a0km',
    ]);
  });
});

describe('the empty deck’s sentences', () => {
  it('counts people with French plurals and spacing', () => {
    expect(m.strictest('Orientation politique', 1)).toBe(
      'Votre critère «\u00a0Orientation politique\u00a0» écarte 1\u00a0profil.',
    );
    expect(m.strictest('Orientation politique', 42)).toBe(
      'Votre critère «\u00a0Orientation politique\u00a0» écarte 42\u00a0profils.',
    );
    expect(m.strictest("Tranche d'âge", 1234)).toBe(
      "Votre critère «\u00a0Tranche d'âge\u00a0» écarte 1\u202f234\u00a0profils.",
    );
    expect(m.strictest('Religion', 1_000_000)).toBe(
      'Votre critère «\u00a0Religion\u00a0» écarte 1\u202f000\u202f000\u00a0de profils.',
    );
  });

  it('offers a distance or no limit', () => {
    expect(m.widenDistance(70)).toBe("Chercher jusqu'à 70\u00a0km");
    expect(m.widenDistance(101)).toBe('Chercher sans limite de distance');
  });
});
