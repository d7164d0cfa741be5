import { reportsEndpoints } from '@lien/contract';
import { call } from './call';

/** Blocking, and the privacy screen's list of the members one blocked or reported. */
export const blocksApi = {
  block: (userId: number) => call(reportsEndpoints.block, { body: { userId } }),
  list: () => call(reportsEndpoints.blocked),
  unblock: (userId: number) => call(reportsEndpoints.unblock, { body: { userId } }),
};
