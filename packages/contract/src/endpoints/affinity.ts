import {
  affinityQuery,
  affinityReply,
  myPersonalityIdReply,
  personalityIdSharingReply,
  personalityIdSharingRequest,
} from '../discovery';
import { endpoint } from '../endpoint';

/** The affinity comparison (DESIGN's calls beyond the product brief). */
export const affinityEndpoints = {
  /** The member's own personality ID (null until the questionnaire is done), and whether it is shared. */
  myId: endpoint({ method: 'GET', path: '/api/affinity/me', reply: myPersonalityIdReply }),
  /** Shares the ID, or stops: only a shared ID can be compared with (issue #16). */
  sharing: endpoint({
    method: 'POST',
    path: '/api/affinity/sharing',
    body: personalityIdSharingRequest,
    reply: personalityIdSharingReply,
  }),
  /** The per-category figures between the member and the holder of a shared personality ID. */
  compare: endpoint({ method: 'GET', path: '/api/affinity', query: affinityQuery, reply: affinityReply }),
};
