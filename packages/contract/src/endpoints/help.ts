import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import { helpMessageRequest } from '../help';

/** The help's calls (issue #24): a message to the support, answered by e-mail. */
export const helpEndpoints = {
  message: endpoint({
    method: 'POST',
    path: '/api/help_message',
    body: helpMessageRequest,
    reply: statusReply,
  }),
};
