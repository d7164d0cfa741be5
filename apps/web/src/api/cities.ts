import { citiesEndpoints } from '@lien/contract';
import { call } from './call';

/** The city calls of SPEC §7 (public), as the contract declares them. */
export const citiesApi = {
  all: () => call(citiesEndpoints.all),
  search: (query: string, limit: number) => call(citiesEndpoints.search, { query: { query, limit } }),
};
