/**
 * The account declarations alone, imported by queries.ts with its first call: their zod schemas
 * are then not among the first scripts of the public screens (/welcome, /signup, /login).
 */
export { authEndpoints } from '@lien/contract';
