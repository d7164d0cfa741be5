import { consentEndpoints, questionnaireEndpoints } from '@lien/contract';
import { type PersonalityAnswers, SENSITIVE_CONSENT_VERSION } from '@lien/contract/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';
import { clearForceStart, type QuizProgress, saveQuizProgress } from '../../session/storage';
import { loadQuiz } from './loadQuiz';

/** The query keys of the questionnaire. */
export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  /** The questions and where to resume. */
  resume: () => [...questionnaireKeys.all, 'resume'] as const,
};

/**
 * The questions and where to resume from `progress` (the device's, read when the questionnaire
 * opened); the resume point is written back to the device at once, and the force-start flag used up.
 */
export function useQuizResume(progress: QuizProgress) {
  return useQuery({
    queryKey: questionnaireKeys.resume(),
    queryFn: async () => {
      const loaded = await loadQuiz(progress);
      clearForceStart();
      saveQuizProgress(loaded.index, loaded.answers);
      return loaded;
    },
    // Where to resume is read afresh each time the questionnaire opens, never from an old visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Uploads the finished questionnaire's answers (PRODUCT §4); the answer names the personality found. */
export function useUploadAnswersMutation() {
  return useMutation({
    mutationFn: (answers: PersonalityAnswers) => call(questionnaireEndpoints.upload, { body: answers }),
  });
}

/**
 * The consent step's choice (RGPD art. 9): gives the consent to the text the step shows, or withdraws
 * it. The questionnaire keeps the outcome itself; nothing it has loaded is read again.
 */
export function useQuizConsentMutation() {
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (give: boolean) =>
      give
        ? call(consentEndpoints.give, { body: { version: SENSITIVE_CONSENT_VERSION } })
        : call(consentEndpoints.withdraw),
  });
}
