import { describe, expect, it } from 'vitest';
import { parseCitySearch } from './search-terms';

describe('parseCitySearch', () => {
  it('reads digits as the start of a postal code', () => {
    expect(parseCitySearch(' 750 ')).toEqual({ kind: 'zip', zip: '750' });
  });

  it('compares names without case, accents or punctuation', () => {
    expect(parseCitySearch('Saint-ÉTIENNE')).toEqual({ kind: 'name', key: 'saint etienne' });
  });

  it('expands St and Ste once a word follows them, not while they are being typed', () => {
    expect(parseCitySearch('St-Étienne')).toEqual({ kind: 'name', key: 'saint etienne' });
    expect(parseCitySearch('ste maxime')).toEqual({ kind: 'name', key: 'sainte maxime' });
    expect(parseCitySearch('St')).toEqual({ kind: 'name', key: 'st' });
  });

  it('reads a postal code written beside the name, before or after it', () => {
    expect(parseCitySearch('Évreux (27000)')).toEqual({
      kind: 'name',
      key: 'evreux 27000',
      withZip: { words: 'evreux', zip: '27000' },
    });
    expect(parseCitySearch('93 st denis')).toEqual({
      kind: 'name',
      key: '93 saint denis',
      withZip: { words: 'saint denis', zip: '93' },
    });
  });

  it('keeps an arrondissement number as part of the name', () => {
    expect(parseCitySearch('Paris 15')).toEqual({
      kind: 'name',
      key: 'paris 15',
      withZip: { words: 'paris', zip: '15' },
    });
  });

  it('finds nothing to search in punctuation alone', () => {
    expect(parseCitySearch('-- ,')).toEqual({ kind: 'none' });
  });
});
