import { endpoint } from '../endpoint';
import { interestsCatalogueReply, updateInterestsReply } from '../interest-replies';
import { updateInterestsRequest } from '../interests';

/** The interests: the public catalogue (PRODUCT §3) and saving the member's choice (PRODUCT §7). */
export const interestsEndpoints = {
  /** The static catalogue: French category → subcategories. */
  catalogue: endpoint({
    method: 'GET',
    path: '/interests.json',
    auth: 'public',
    reply: interestsCatalogueReply,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/update_interests',
    body: updateInterestsRequest,
    reply: updateInterestsReply,
  }),
};
