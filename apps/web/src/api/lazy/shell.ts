/** The shell declarations alone, for telemetry/index.ts to load with its first call. */
export { shellEndpoints } from '@lien/contract';
