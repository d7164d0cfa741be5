import { CITY_SEARCH_DELAY_MS, CITY_SEARCH_MIN_CHARS, type City } from '@lien/contract';
import { useEffect, useMemo, useState } from 'react';
import { type CityOption, loadAllCities, searchCities, toOption } from './cityStore';
import { filterCities } from './filterCities';

type ListState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; cities: readonly City[] };

export interface CitySuggestions {
  /** The suggestions for the text as it was 200 ms ago. */
  options: CityOption[];
  /** True while the list or a search for the current text is on its way. */
  loading: boolean;
  /** The full list could not be loaded (SPEC §8); searching goes through the API instead. */
  listFailed: boolean;
  /** True once the current text has been looked up (to tell "nothing found" from "not yet asked"). */
  settled: boolean;
}

/**
 * Suggestions for a city text (SPEC §4, §9): the full list is loaded when `wanted` first
 * becomes true (the field got focus) and filtered locally; if it cannot be loaded, each
 * query goes to the search endpoint. Typing waits 200 ms before looking anything up.
 */
export function useCitySuggestions(text: string, wanted: boolean): CitySuggestions {
  const [list, setList] = useState<ListState>({ status: 'idle' });
  const [query, setQuery] = useState(text);
  const [searched, setSearched] = useState<{ query: string; options: CityOption[] } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setList((current) => (current.status === 'idle' ? { status: 'loading' } : current));
    // The list is cached: subscribing again (StrictMode, remount) costs no request.
    loadAllCities().then(
      (cities) => live && setList({ status: 'ready', cities }),
      () => live && setList({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), CITY_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const trimmed = query.trim();
  const searchable = trimmed.length >= CITY_SEARCH_MIN_CHARS;

  useEffect(() => {
    if (list.status !== 'failed' || !searchable) return;
    let live = true;
    searchCities(trimmed).then(
      (options) => live && setSearched({ query: trimmed, options }),
      () => live && setSearched({ query: trimmed, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [list.status, searchable, trimmed]);

  const local = useMemo(
    () => (list.status === 'ready' && searchable ? filterCities(list.cities, trimmed).map(toOption) : []),
    [list, searchable, trimmed],
  );

  const pending = text !== query;
  if (!searchable)
    return { options: [], loading: false, listFailed: list.status === 'failed', settled: false };
  if (list.status === 'ready') {
    return {
      options: local,
      loading: false,
      listFailed: false,
      settled: !pending,
    };
  }
  if (list.status === 'failed') {
    const answered = searched?.query === trimmed;
    return {
      options: answered && searched ? searched.options : [],
      loading: !answered,
      listFailed: true,
      settled: answered && !pending,
    };
  }
  return { options: [], loading: true, listFailed: false, settled: false };
}
