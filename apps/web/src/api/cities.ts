import { call } from './call';

/** The contract's declarations, loaded with the first call (see api/auth.ts). */
const endpoints = () => import('./lazy/cities').then((module) => module.citiesEndpoints);

/** The city calls of SPEC §7 (public), as the contract declares them. */
export const citiesApi = {
  all: async () => call((await endpoints()).all),
  search: async (query: string, limit: number) =>
    call((await endpoints()).search, { query: { query, limit } }),
};
