import {
  type PersonalityAnswers,
  personalityAnswersReply,
  personalityUploadReply,
  questionsReply,
} from '@lien/contract';
import { request } from './client';

/** Typed personality questionnaire calls (SPEC §7, DESIGN's paths). */
export const questionnaireApi = {
  /** The questions as a static file: the app's own download stays free of the 58 wordings. */
  questions: () => request('/personality_questions.json', { reply: questionsReply, auth: false }),
  /** The complete answers, keyed by trimmed question text (SPEC §3). */
  upload: (answers: PersonalityAnswers) =>
    request('/api/personality_questionnaire_upload', {
      method: 'POST',
      body: answers,
      reply: personalityUploadReply,
    }),
  /** What the server kept from the last upload; `answers` is null before the first one. */
  savedAnswers: () => request('/api/personality_answers', { reply: personalityAnswersReply }),
};
