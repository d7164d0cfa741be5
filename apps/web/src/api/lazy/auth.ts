/** The account declarations alone, for api/auth.ts to load with its first call. */
export { authEndpoints } from '@lien/contract';
