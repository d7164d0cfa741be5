import { type PersonalityAnswers, questionnaireEndpoints } from '@lien/contract';
import { call } from './call';

/** The personality questionnaire calls, as the contract declares them. */
export const questionnaireApi = {
  questions: () => call(questionnaireEndpoints.questions),
  upload: (answers: PersonalityAnswers) => call(questionnaireEndpoints.upload, { body: answers }),
  savedAnswers: () => call(questionnaireEndpoints.savedAnswers),
};
