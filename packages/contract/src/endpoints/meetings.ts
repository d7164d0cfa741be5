import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import { meetingAnswerRequest, meetingQuestionsReply } from '../meetings';

/** « Vous vous êtes vus ? » (issue #27): asked privately, once per member and conversation. */
export const meetingsEndpoints = {
  /** The member's pending questions; those that became due are made at this read. */
  questions: endpoint({ method: 'GET', path: '/api/meeting_questions', reply: meetingQuestionsReply }),
  /** Answers one of them; 404 when it is not the member's to answer, 409 when already answered. */
  answer: endpoint({
    method: 'POST',
    path: '/api/meeting_answers',
    body: meetingAnswerRequest,
    reply: statusReply,
  }),
};
