import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import { submitFeedbackRequest } from '../feedback';

/** The feedback dialog's call (PRODUCT §7). */
export const feedbackEndpoints = {
  /** The session's bearer goes along when there is one; anonymous feedback is welcome. */
  submit: endpoint({
    method: 'POST',
    path: '/api/submit_feedback',
    auth: 'optional',
    body: submitFeedbackRequest,
    reply: statusReply,
  }),
};
