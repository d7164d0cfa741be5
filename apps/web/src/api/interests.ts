import { interestsEndpoints } from '@lien/contract';
import { call } from './call';

/** The interests calls, as the contract declares them. */
export const interestsApi = {
  catalogue: () => call(interestsEndpoints.catalogue),
  update: (selectedInterests: string[]) => call(interestsEndpoints.update, { body: { selectedInterests } }),
};
