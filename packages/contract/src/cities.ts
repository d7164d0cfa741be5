import { z } from 'zod';
import { CITY_SEARCH_LIMIT } from './limits';

/** SPEC §3: a commune and one of its postal codes; a commune with several codes appears once per code. */
export const city = z.object({ id: z.number().int(), name: z.string(), zipCode: z.string() });
export type City = z.infer<typeof city>;

/** GET /api/all_cities: every city, for pickers that filter locally. */
export const allCitiesReply = z.array(city);

/** GET /api/search_cities?query=&limit=: the search variant answers only id and name. */
export const citySearchQuery = z.object({
  query: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(CITY_SEARCH_LIMIT).default(CITY_SEARCH_LIMIT),
});
export const citySearchReply = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type CitySearchResult = z.infer<typeof citySearchReply>[number];

/** How a city reads in the picker (SPEC §2.2). */
export const cityLabel = (value: City) => `${value.name} (${value.zipCode})`;
