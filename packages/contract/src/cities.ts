import { CITY_SEARCH_LIMIT } from './limits';
import { cityMessages, serverMessages } from './messages';
import { z } from './zod-fr';

/** PRODUCT §3: a commune and one of its postal codes; a commune with several codes appears once per code. */
export const city = z.lazy(() => z.object({ id: z.number().int(), name: z.string(), zipCode: z.string() }));
export type City = z.infer<typeof city>;

/** GET /api/all_cities: every city, for pickers that filter locally. */
export const allCitiesReply = z.lazy(() => z.array(city));

/** GET /api/search_cities?query=&limit=: the search variant answers only id and name. */
export const citySearchQuery = z.lazy(() =>
  z.object({
    query: z
      .string({ error: cityMessages.queryInvalid })
      .trim()
      .min(1, cityMessages.queryInvalid)
      .max(100, cityMessages.queryInvalid),
    limit: z.coerce
      .number({ error: serverMessages.invalidInput })
      .int(serverMessages.invalidInput)
      .min(1, serverMessages.invalidInput)
      .max(CITY_SEARCH_LIMIT, serverMessages.invalidInput)
      .default(CITY_SEARCH_LIMIT),
  }),
);
export const citySearchReply = z.lazy(() => z.array(z.object({ id: z.number().int(), name: z.string() })));
export type CitySearchResult = z.infer<typeof citySearchReply>[number];
