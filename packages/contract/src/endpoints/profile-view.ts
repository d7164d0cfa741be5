import { userProfileParams, userProfileReply } from '../discovery';
import { endpoint } from '../endpoint';

/** Viewing one member's profile (PRODUCT §7). */
export const profileViewEndpoints = {
  /** One profile the product shows the viewer (deck, likes, matches); 404 otherwise. */
  profile: endpoint({
    method: 'GET',
    path: '/api/user_profile/:id',
    params: userProfileParams,
    reply: userProfileReply,
  }),
};
