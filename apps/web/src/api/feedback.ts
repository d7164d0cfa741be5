import { type SubmitFeedbackRequest, statusReply } from '@lien/contract';
import { request } from './client';

/** Typed call of the feedback dialog (SPEC §7): the session's bearer goes along when there is one. */
export const feedbackApi = {
  submit: (body: SubmitFeedbackRequest) =>
    request('/api/submit_feedback', { method: 'POST', body, reply: statusReply }),
};
