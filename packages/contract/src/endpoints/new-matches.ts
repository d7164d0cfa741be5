import { markMatchSeenRequest } from '../chat';
import { statusReply } from '../common';
import { countReply } from '../discovery';
import { endpoint } from '../endpoint';

/** Matches the member has not seen yet (issue 14): they add to the chat badge until seen. */
export const newMatchesEndpoints = {
  /** Matches not seen yet (no conversation opened, no notice closed): they add to the chat badge. */
  count: endpoint({ method: 'GET', path: '/api/new_matches_count', reply: countReply }),
  /** The member saw their match with this person (closed its notice): it leaves the chat badge. */
  markSeen: endpoint({
    method: 'POST',
    path: '/api/mark_match_seen',
    body: markMatchSeenRequest,
    reply: statusReply,
  }),
};
