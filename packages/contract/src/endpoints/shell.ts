import { CLIENT_CONFIG_PATH } from '../client-config';
import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import { submitFeedbackRequest } from '../shell';
import { clientConfigReply } from '../telemetry';

/** The calls of the app's frame: the feedback dialog and the browser's settings. */
export const shellEndpoints = {
  /** SPEC §7: the session's bearer goes along when there is one; anonymous feedback is welcome. */
  submitFeedback: endpoint({
    method: 'POST',
    path: '/api/submit_feedback',
    auth: 'optional',
    body: submitFeedbackRequest,
    reply: statusReply,
  }),
  /** The browser's telemetry settings, public: the sign-up page reports before anyone signs in. */
  clientConfig: endpoint({
    method: 'GET',
    path: CLIENT_CONFIG_PATH,
    auth: 'public',
    reply: clientConfigReply,
  }),
};
