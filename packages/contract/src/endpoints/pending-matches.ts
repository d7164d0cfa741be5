import { pendingMatchesReply } from '../chat';
import { endpoint } from '../endpoint';

/** The pending matches (PRODUCT §2.5): matches with no video call planned yet. */
export const pendingMatchesEndpoints = {
  /** The member's matches with no call planned yet, newest match first. */
  list: endpoint({ method: 'GET', path: '/api/pending_matches', reply: pendingMatchesReply }),
};
