import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import { waitingReply } from '../waiting';

/** « Quelques personnes attendent votre réponse » (issue #27). */
export const waitingEndpoints = {
  /** The people waiting on the member's answer, and whether the deck shows them first. */
  list: endpoint({ method: 'GET', path: '/api/waiting_conversations', reply: waitingReply }),
  /** « Passer pour aujourd’hui »: the screen stays away until the next Paris day. */
  pass: endpoint({ method: 'POST', path: '/api/waiting_conversations/pass', reply: statusReply }),
};
