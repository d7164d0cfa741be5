import { feedbackEndpoints, type SubmitFeedbackRequest } from '@lien/contract';
import { call } from './call';

/** The feedback dialog's call (SPEC §7): the session's bearer goes along when there is one. */
export const feedbackApi = {
  submit: (body: SubmitFeedbackRequest) => call(feedbackEndpoints.submit, { body }),
};
