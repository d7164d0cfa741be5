import { endpoint } from '../endpoint';
import { personalityAnswers, personalityAnswersReply } from '../questionnaire/answers';
import { personalityUploadReply, questionsReply } from '../questionnaire/schema';

/** The personality questionnaire: the public questions (PRODUCT §3), the upload, the saved answers. */
export const questionnaireEndpoints = {
  /** The questions as a static file: the app's own download stays free of the 58 wordings. */
  questions: endpoint({
    method: 'GET',
    path: '/personality_questions.json',
    auth: 'public',
    reply: questionsReply,
  }),
  /** The complete answers, keyed by trimmed question text (PRODUCT §3). */
  upload: endpoint({
    method: 'POST',
    path: '/api/personality_questionnaire_upload',
    body: personalityAnswers,
    reply: personalityUploadReply,
  }),
  /** What the server kept from the last upload; `answers` is null before the first one. */
  savedAnswers: endpoint({ method: 'GET', path: '/api/personality_answers', reply: personalityAnswersReply }),
};
