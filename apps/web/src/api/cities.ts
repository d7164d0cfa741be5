import { allCitiesReply, citySearchReply } from '@lien/contract';
import { request } from './client';

/** Typed city calls of SPEC §7 (no bearer). */
export const citiesApi = {
  all: () => request('/api/all_cities', { reply: allCitiesReply, auth: false }),
  search: (query: string, limit: number) =>
    request(`/api/search_cities?${new URLSearchParams({ query, limit: String(limit) })}`, {
      reply: citySearchReply,
      auth: false,
    }),
};
