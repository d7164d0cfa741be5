import { blocksEndpoints } from '@lien/contract';
import { call } from './call';

/** Blocking, and the privacy screen's list of the members one blocked or reported. */
export const blocksApi = {
  block: (userId: number) => call(blocksEndpoints.block, { body: { userId } }),
  list: () => call(blocksEndpoints.blocked),
  unblock: (userId: number) => call(blocksEndpoints.unblock, { body: { userId } }),
};
