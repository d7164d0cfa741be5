import { myProfileReply, type UpdateProfileRequest, updateProfileReply } from '@lien/contract';
import { request } from './client';

/** Typed calls on the signed-in member's own profile (SPEC §7). */
export const profileApi = {
  mine: () => request('/api/my_profile', { reply: myProfileReply }),
  /** One field at a time; the contract's union ties each field to the type of its value. */
  update: (change: UpdateProfileRequest) =>
    request('/api/update_profile', { method: 'POST', body: change, reply: updateProfileReply }),
};
