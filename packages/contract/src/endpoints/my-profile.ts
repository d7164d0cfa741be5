import { endpoint } from '../endpoint';
import { myProfileReply, updateProfileReply, updateProfileRequest } from '../profile';

/** The signed-in member's own profile (PRODUCT §7). */
export const myProfileEndpoints = {
  mine: endpoint({ method: 'GET', path: '/api/my_profile', reply: myProfileReply }),
  /** One field at a time; the contract's union ties each field to the type of its value. */
  update: endpoint({
    method: 'POST',
    path: '/api/update_profile',
    body: updateProfileRequest,
    reply: updateProfileReply,
  }),
};
