/** The city declarations alone, for api/cities.ts to load with its first call. */
export { citiesEndpoints } from '@lien/contract';
