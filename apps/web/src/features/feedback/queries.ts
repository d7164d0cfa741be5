import { feedbackEndpoints, type SubmitFeedbackRequest } from '@lien/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Sends the feedback dialog's rating and comment (PRODUCT §7), with the session when there is one. */
export function useSubmitFeedbackMutation() {
  return useMutation({
    mutationFn: (body: SubmitFeedbackRequest) => call(feedbackEndpoints.submit, { body }),
  });
}
