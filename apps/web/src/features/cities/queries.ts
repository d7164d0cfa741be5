import type { City } from '@lien/contract';
import { CITY_SEARCH_LIMIT } from '@lien/contract/rules';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { reportError } from '../../telemetry';
import type { CityOption } from './cityOption';

/** The contract's declarations, loaded with the first call (see auth/endpoints.ts). */
const endpoints = () => import('./endpoints').then((module) => module.citiesEndpoints);

/** The query keys of the cities (PRODUCT §7, public). */
export const citiesKeys = {
  all: ['cities'] as const,
  /** The full list, filtered in the browser. */
  list: () => [...citiesKeys.all, 'list'] as const,
  /** One search of the fallback endpoint, by its text as typed, trimmed and in lower case. */
  search: (query: string) => [...citiesKeys.all, 'search', query.trim().toLocaleLowerCase('fr-FR')] as const,
};

/**
 * The full list, fetched once per page load (when `wanted`) and shared by every picker. A failure is
 * kept too, never retried: the pickers then use the search endpoint rather than hammering a failing one.
 */
export function useAllCitiesQuery(wanted: boolean) {
  return useQuery({
    queryKey: citiesKeys.list(),
    queryFn: async (): Promise<readonly City[]> => call((await endpoints()).all),
    enabled: wanted,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
  });
}

/**
 * PRODUCT §7's search variant (id and name only), each text asked once. A failed search is reported and
 * forgotten: the same text asks again later, and meanwhile the picker shows nothing.
 */
export function useCitySearchQuery(query: string, enabled: boolean) {
  return useQuery({
    queryKey: citiesKeys.search(query),
    queryFn: async (): Promise<CityOption[]> => {
      try {
        const found = await call((await endpoints()).search, {
          query: { query: query.trim(), limit: CITY_SEARCH_LIMIT },
        });
        return found.map((city) => ({ id: city.id, label: city.name }));
      } catch (error) {
        reportError(error, { feature: 'cities', action: 'search' });
        throw error;
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
