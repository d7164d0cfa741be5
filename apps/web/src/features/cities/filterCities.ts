import type { City } from '@lien/contract';
import { CITY_SEARCH_LIMIT, citySearchKey } from '@lien/contract/rules';

interface Indexed {
  city: City;
  name: string;
  /** The name without any separator, so "lhay" still finds "L'Haÿ". */
  compact: string;
}

// The list has tens of thousands of entries: normalise each name once per list, not per keystroke.
const indexes = new WeakMap<readonly City[], Indexed[]>();

function indexOf(cities: readonly City[]): Indexed[] {
  let index = indexes.get(cities);
  if (!index) {
    index = cities.map((city) => {
      const name = citySearchKey(city.name);
      return { city, name, compact: name.replace(/ /g, '') };
    });
    indexes.set(cities, index);
  }
  return index;
}

/**
 * PRODUCT §9 local filtering: names containing the text or zip codes starting with it, at most `limit`,
 * best first: the name itself (« Lyon »), then names whose first word or words are the text (« Lyon
 * 3e Arrondissement », the city a member means), then names or zip codes merely starting with it
 * (« Lyoffans »), then names containing it; within each group the list's own order. Texts are
 * compared by the contract's search key (case, accents and punctuation ignored), as the server's
 * search does. Issue #24: « Lyon » offered « Lyoffans » first, the list being in alphabetical order.
 */
export function filterCities(cities: readonly City[], text: string, limit = CITY_SEARCH_LIMIT): City[] {
  const query = citySearchKey(text);
  if (!query) return [];
  const compactQuery = query.replace(/ /g, '');
  const wordQuery = `${query} `;
  const exact: City[] = [];
  const words: City[] = [];
  const prefix: City[] = [];
  const contains: City[] = [];
  for (const entry of indexOf(cities)) {
    if (entry.name === query) exact.push(entry.city);
    else if (entry.name.startsWith(wordQuery)) words.push(entry.city);
    else if (entry.name.startsWith(query) || entry.city.zipCode.startsWith(compactQuery)) {
      if (prefix.length < limit) prefix.push(entry.city);
    } else if (
      contains.length < limit &&
      (entry.name.includes(query) || entry.compact.includes(compactQuery))
    ) {
      contains.push(entry.city);
    }
    // Enough whole-word matches: nothing later can outrank them.
    if (exact.length + words.length >= limit) break;
  }
  return [...exact, ...words, ...prefix, ...contains].slice(0, limit);
}
