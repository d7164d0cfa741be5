import { sessionReply } from '../auth';
import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import {
  twoStepCodeRequest,
  twoStepConfirmReply,
  twoStepLoginRequest,
  twoStepSetupReply,
  twoStepStatusReply,
} from '../two-step';

/** Two-step verification (issue #24): set-up, status, turning off, and the log-in's second step. */
export const twoStepEndpoints = {
  status: endpoint({ method: 'GET', path: '/api/two_step', reply: twoStepStatusReply }),
  /** A new secret (replacing one not yet confirmed); refused while two-step is on. */
  startSetup: endpoint({ method: 'POST', path: '/api/two_step/setup', reply: twoStepSetupReply }),
  /** The first code from the app turns it on and answers the recovery codes, once. */
  confirmSetup: endpoint({
    method: 'POST',
    path: '/api/two_step/confirm',
    body: twoStepCodeRequest,
    reply: twoStepConfirmReply,
  }),
  /** Turning it off asks a current code or a recovery code. */
  disable: endpoint({
    method: 'POST',
    path: '/api/two_step/disable',
    body: twoStepCodeRequest,
    reply: statusReply,
  }),
  /** The log-in's second step: the challenge of POST /api/login (or of LinkedIn) and a code. */
  login: endpoint({
    method: 'POST',
    path: '/api/login/two_step',
    auth: 'public',
    body: twoStepLoginRequest,
    reply: sessionReply,
  }),
};
