import { countReply, likesReply } from '../discovery';
import { endpoint } from '../endpoint';

/** The likes lists and their badge (PRODUCT §7). */
export const likesEndpoints = {
  /** Likes received, super likes first. */
  received: endpoint({ method: 'GET', path: '/api/likes_received', reply: likesReply }),
  sent: endpoint({ method: 'GET', path: '/api/likes_sent', reply: likesReply }),
  /** Likes received since the member last opened the received tab (the badge's figure). */
  newCount: endpoint({ method: 'GET', path: '/api/new_likes_count', reply: countReply }),
};
