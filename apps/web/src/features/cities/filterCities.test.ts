import type { City } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { filterCities } from './filterCities';

const cities: City[] = [
  { id: 1, name: 'Aix-en-Provence', zipCode: '13090' },
  { id: 2, name: 'Saint-Étienne', zipCode: '42000' },
  { id: 3, name: 'Lyon', zipCode: '69001' },
  { id: 4, name: 'Villeurbanne', zipCode: '69100' },
  { id: 5, name: 'Lyons-la-Forêt', zipCode: '27480' },
  { id: 6, name: 'Sainte-Foy-lès-Lyon', zipCode: '69110' },
  { id: 7, name: "L'Haÿ-les-Roses", zipCode: '94240' },
  { id: 8, name: 'Marseille', zipCode: '13001' },
];

const names = (list: City[]) => list.map((city) => city.name);

describe('filterCities', () => {
  it('puts names that start with the text before names that only contain it', () => {
    expect(names(filterCities(cities, 'lyon'))).toEqual(['Lyon', 'Lyons-la-Forêt', 'Sainte-Foy-lès-Lyon']);
  });

  it('ignores accents, case, hyphens and apostrophes', () => {
    expect(names(filterCities(cities, 'SAINT ETIENNE'))).toEqual(['Saint-Étienne']);
    expect(names(filterCities(cities, 'saint-étienne'))).toEqual(['Saint-Étienne']);
    expect(names(filterCities(cities, 'lhay'))).toEqual(["L'Haÿ-les-Roses"]);
    expect(names(filterCities(cities, 'les lyon'))).toEqual(['Sainte-Foy-lès-Lyon']);
  });

  it('offers the city itself first, then its arrondissements, then other names starting with the text', () => {
    const alphabetical: City[] = [
      { id: 10, name: 'Lyoffans', zipCode: '70200' },
      { id: 11, name: 'Lyon 1er Arrondissement', zipCode: '69001' },
      { id: 12, name: 'Lyon 3e Arrondissement', zipCode: '69003' },
      { id: 13, name: 'Lyons-la-Forêt', zipCode: '27480' },
      { id: 14, name: 'Sainte-Foy-lès-Lyon', zipCode: '69110' },
    ];
    expect(names(filterCities(alphabetical, 'Lyon'))).toEqual([
      'Lyon 1er Arrondissement',
      'Lyon 3e Arrondissement',
      'Lyons-la-Forêt',
      'Sainte-Foy-lès-Lyon',
    ]);
    expect(names(filterCities(alphabetical, 'lyo'))[0]).toBe('Lyoffans');
    expect(names(filterCities([...alphabetical, ...cities], 'lyon')).slice(0, 3)).toEqual([
      'Lyon',
      'Lyon 1er Arrondissement',
      'Lyon 3e Arrondissement',
    ]);
  });

  it('matches zip codes by their beginning only', () => {
    expect(names(filterCities(cities, '691'))).toEqual(['Villeurbanne', 'Sainte-Foy-lès-Lyon']);
    expect(filterCities(cities, '100')).toEqual([]);
  });

  it('returns nothing for blank text and at most the limit', () => {
    expect(filterCities(cities, '   ')).toEqual([]);
    const many = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Ville ${i}`, zipCode: '75000' }));
    expect(filterCities(many, 'ville')).toHaveLength(30);
    expect(filterCities(many, 'ville', 5)).toHaveLength(5);
  });

  it('spells out ligatures', () => {
    expect(names(filterCities([{ id: 9, name: 'Œuilly', zipCode: '02160' }], 'oeuil'))).toEqual(['Œuilly']);
  });
});
