/** The city declarations alone, imported by queries.ts with its first call (see auth/endpoints.ts). */
export { citiesEndpoints } from '@lien/contract';
