import { CITY_SEARCH_DELAY_MS, CITY_SEARCH_MIN_CHARS } from '@lien/contract/rules';
import { useEffect, useMemo, useState } from 'react';
import { type CityOption, toOption } from './cityOption';
import { filterCities } from './filterCities';
import { useAllCitiesQuery, useCitySearchQuery } from './queries';

/** No suggestion: one array, so that the options keep their identity while nothing changes. */
const NONE: CityOption[] = [];

export interface CitySuggestions {
  /**
   * The suggestions for the text as it was 200 ms ago. The same array while they do not change: the
   * picker resets its highlight when it gets another one.
   */
  options: CityOption[];
  /** True while the list or a search for the current text is on its way. */
  loading: boolean;
  /** The full list could not be loaded (PRODUCT §8); searching goes through the API instead. */
  listFailed: boolean;
  /** True once the current text has been looked up (to tell "nothing found" from "not yet asked"). */
  settled: boolean;
}

/**
 * Suggestions for a city text (PRODUCT §4, §9): the full list is loaded when `wanted` first
 * becomes true (the field got focus) and filtered locally; if it cannot be loaded, each
 * query goes to the search endpoint. Typing waits 200 ms before looking anything up.
 */
export function useCitySuggestions(text: string, wanted: boolean): CitySuggestions {
  const list = useAllCitiesQuery(wanted);
  const [query, setQuery] = useState(text);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), CITY_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const trimmed = query.trim();
  const searchable = trimmed.length >= CITY_SEARCH_MIN_CHARS;
  const listFailed = list.isError;
  const search = useCitySearchQuery(trimmed, listFailed && searchable);

  const cities = list.data;
  const local = useMemo(
    () => (cities && searchable ? filterCities(cities, trimmed).map(toOption) : NONE),
    [cities, searchable, trimmed],
  );

  const pending = text !== query;
  if (!searchable) return { options: NONE, loading: false, listFailed, settled: false };
  if (cities) return { options: local, loading: false, listFailed: false, settled: !pending };
  if (listFailed) {
    const answered = search.isSuccess || (search.isError && !search.isFetching);
    return {
      options: (answered && search.data) || NONE,
      loading: !answered,
      listFailed: true,
      settled: answered && !pending,
    };
  }
  return { options: NONE, loading: true, listFailed: false, settled: false };
}
