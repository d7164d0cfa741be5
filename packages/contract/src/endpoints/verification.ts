import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import {
  badgeRequest,
  selfieRequest,
  verificationDecisionRequest,
  verificationQueueReply,
  verificationReviewParams,
  verificationReviewReply,
  verificationStatusReply,
} from '../verification';

/** The member's side of photo verification (issue #29). */
export const verificationEndpoints = {
  /** Where the member's verification stands. */
  status: endpoint({ method: 'GET', path: '/api/photo_verification', reply: verificationStatusReply }),
  /** Draws a gesture and records the request; the selfie must follow within the window. */
  request: endpoint({ method: 'POST', path: '/api/photo_verification', reply: verificationStatusReply }),
  /** The selfie of the pending request, judged by its content, for a moderator to decide on. */
  selfie: endpoint({
    method: 'POST',
    path: '/api/photo_verification/selfie',
    body: selfieRequest,
    reply: verificationStatusReply,
  }),
  /** Shows or hides the badge (the member's choice; the verification stays). */
  badge: endpoint({
    method: 'PUT',
    path: '/api/photo_verification/badge',
    body: badgeRequest,
    reply: verificationStatusReply,
  }),
  /** Withdraws the pending request; its selfie, if sent, is erased. */
  withdraw: endpoint({ method: 'DELETE', path: '/api/photo_verification', reply: verificationStatusReply }),
};

/** The moderation console's verification calls (moderators only). */
export const verificationModerationEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/api/moderation/verifications',
    reply: verificationQueueReply,
  }),
  review: endpoint({
    method: 'GET',
    path: '/api/moderation/verifications/:id',
    params: verificationReviewParams,
    reply: verificationReviewReply,
  }),
  /** Approves or refuses; the selfie is erased, the member told by e-mail. */
  decide: endpoint({
    method: 'POST',
    path: '/api/moderation/verification_decisions',
    body: verificationDecisionRequest,
    reply: statusReply,
  }),
};
