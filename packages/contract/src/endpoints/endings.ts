import { statusReply } from '../common';
import { endConversationRequest } from '../endings';
import { endpoint } from '../endpoint';

/** « Mettre fin à la conversation » (issue #27). */
export const endingsEndpoints = {
  /**
   * Ends one of the member's conversations: 404 when it is not theirs (or closed by a report), 409 when
   * the other person ended it already; ending it again is answered as the first time.
   */
  end: endpoint({
    method: 'POST',
    path: '/api/end_conversation',
    body: endConversationRequest,
    reply: statusReply,
  }),
};
