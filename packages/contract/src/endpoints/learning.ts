import { endpoint } from '../endpoint';
import { learnedWeightsReply } from '../learning';

/** « Ce que Lien a appris de vos rencontres » (issue #27): the member's own learned weights only. */
export const learningEndpoints = {
  /** The six categories' weights, directions and answer counts, since the last reset. */
  weights: endpoint({ method: 'GET', path: '/api/learned_weights', reply: learnedWeightsReply }),
  /** Forgets what the answers so far taught (they stay stored); answers the weights as they now are. */
  reset: endpoint({ method: 'POST', path: '/api/learned_weights/reset', reply: learnedWeightsReply }),
};
