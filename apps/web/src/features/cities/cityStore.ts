import { CITY_SEARCH_LIMIT, type City, cityLabel } from '@lien/contract';
import { citiesApi } from '../../api/cities';
import { reportError } from '../../telemetry';

/** What the picker shows and what choosing it sets. */
export interface CityOption {
  id: number;
  label: string;
}

export const toOption = (city: City): CityOption => ({ id: city.id, label: cityLabel(city) });

let allCities: Promise<readonly City[]> | null = null;
const searches = new Map<string, Promise<CityOption[]>>();

/**
 * The full list, fetched once per page load and shared by every picker. A failure is kept
 * too: the pickers then use the search endpoint rather than hammering a failing one.
 */
export function loadAllCities(): Promise<readonly City[]> {
  allCities ??= citiesApi.all();
  return allCities;
}

/** SPEC §7: the search variant answers id and name only; each query is asked once. */
export function searchCities(query: string): Promise<CityOption[]> {
  const key = query.trim().toLocaleLowerCase('fr-FR');
  let result = searches.get(key);
  if (!result) {
    result = citiesApi
      .search(query.trim(), CITY_SEARCH_LIMIT)
      .then((found) => found.map((city) => ({ id: city.id, label: city.name })));
    searches.set(key, result);
    // A failed query may work later: forget it, report it, and let the picker show nothing.
    result.catch((error: unknown) => {
      searches.delete(key);
      reportError(error, { feature: 'cities', action: 'search' });
    });
  }
  return result;
}

/** Tests start each case with an empty cache. */
export function resetCityCache(): void {
  allCities = null;
  searches.clear();
}
