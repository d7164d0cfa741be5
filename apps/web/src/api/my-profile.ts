import { myProfileEndpoints, type UpdateProfileRequest } from '@lien/contract';
import { call } from './call';

/** The signed-in member's own profile (SPEC §7), as the contract declares it. */
export const myProfileApi = {
  mine: () => call(myProfileEndpoints.mine),
  /** One field at a time; the contract's union ties each field to the type of its value. */
  update: (change: UpdateProfileRequest) => call(myProfileEndpoints.update, { body: change }),
};
