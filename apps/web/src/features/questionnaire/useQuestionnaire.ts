import { consentMessages } from '@lien/contract';
import {
  type AnswerValue,
  canContinue,
  defaultAnswer,
  isSensitiveQuestion,
  isValidAnswer,
  type PersonalityAnswers,
  type Question,
} from '@lien/contract/rules';
import { questionnaireMessages } from '@lien/contract/texts';
import { useState } from 'react';
import { readQuizProgress, savePersonalityResult, saveQuizProgress } from '../../session/storage';
import { useQuizConsentMutation, useQuizResume, useUploadAnswersMutation } from './queries';
import { answerKey, uploadPayload } from './resume';

/** What a finished questionnaire hands to whoever opened it. */
export interface PersonalityResult {
  personalityId: string;
  answers: PersonalityAnswers;
}

export interface QuestionnaireCallbacks {
  /** Back on the first question: leave the questionnaire. */
  onExit: () => void;
  /** After a successful upload, once the result is stored on the device. */
  onComplete: (result: PersonalityResult) => void;
}

type Phase = 'loading' | 'failed' | 'ready';

/**
 * The questionnaire's state (PRODUCT §4): resumes where the person was, saves the index and the answers
 * on every move so a reload lands on the same question, and uploads the answers at the end.
 */
export function useQuestionnaire({ onExit, onComplete }: QuestionnaireCallbacks) {
  // Read once, before the load uses the force-start flag up: a second effect run (StrictMode) must
  // still see the flag as it was when the questionnaire opened.
  const [progress] = useState(readQuizProgress);
  const quiz = useQuizResume(progress);
  const upload = useUploadAnswersMutation();
  const consenting = useQuizConsentMutation();
  const pending = upload.isPending || consenting.isPending;
  const [started, setStarted] = useState(false);
  const [answers, setAnswers] = useState<PersonalityAnswers>({});
  const [index, setIndex] = useState(0);
  /** The member's answer to the consent step: null until they reach it (or when they go back to it). */
  const [consent, setConsent] = useState<'given' | 'refused' | null>(null);
  /** Whether the consent is in force on the server, as loaded, then as the step left it. */
  const [consentGiven, setConsentGiven] = useState(false);

  // The loaded progress is where the member starts, once; their moves then own it.
  if (quiz.data && !started) {
    setAnswers(quiz.data.answers);
    setIndex(quiz.data.index);
    setConsentGiven(quiz.data.consentGiven);
    if (quiz.data.consentGiven) setConsent('given');
    setStarted(true);
  }
  const phase: Phase = started && quiz.data ? 'ready' : quiz.isError ? 'failed' : 'loading';

  const allQuestions = phase === 'ready' ? (quiz.data?.questions ?? []) : [];
  // Refused: the sensitive questions are skipped, none of them asked, counted or sent.
  const questions =
    consent === 'refused' ? allQuestions.filter((item) => !isSensitiveQuestion(item)) : allQuestions;
  // The consent step stands before the first sensitive question (none comes before it in either list).
  const consentIndex = allQuestions.findIndex(isSensitiveQuestion);
  const atConsent = consent === null && consentIndex !== -1 && index === consentIndex;
  const question: Question | undefined = atConsent ? undefined : questions[index];
  const value: AnswerValue | null = question
    ? (answers[answerKey(question)] ?? defaultAnswer(question))
    : null;

  const moveTo = (nextIndex: number, nextAnswers: PersonalityAnswers) => {
    saveQuizProgress(nextIndex, nextAnswers);
    setAnswers(nextAnswers);
    setIndex(nextIndex);
    upload.reset();
  };

  /** The current question's answer changes; it is saved with the next move. */
  const answer = (next: AnswerValue) => {
    if (!question) return;
    setAnswers((current) => ({ ...current, [answerKey(question)]: next }));
  };

  /** 'Continuer': the shown value (the default if untouched) becomes the answer. */
  const next = () => {
    if (!question || value === null || !canContinue(question, value)) return;
    moveTo(index + 1, { ...answers, [answerKey(question)]: value });
  };

  /**
   * PRODUCT §4: back on the first question exits; elsewhere (the thank-you state too) one step back. Back
   * from the first question after the consent step shows that step again, so the choice can change.
   */
  const back = () => {
    if (index === 0 && !atConsent) {
      saveQuizProgress(0, answers);
      onExit();
      return;
    }
    if (index === consentIndex && consent !== null) {
      setConsent(null);
      if (!consenting.isPending) consenting.reset();
      return;
    }
    moveTo(index - 1, answers);
  };

  /** 'Continuer' on the consent step: records the choice (given, or withdrawn if it was in force). */
  const decideConsent = async (given: boolean) => {
    if (pending) return;
    consenting.reset();
    if (given !== consentGiven) {
      try {
        await consenting.mutateAsync(given);
      } catch {
        return;
      }
    }
    setConsentGiven(given);
    setConsent(given ? 'given' : 'refused');
    if (!given) {
      const kept = Object.fromEntries(
        Object.entries(answers).filter(([key]) => {
          const item = allQuestions.find((candidate) => answerKey(candidate) === key);
          return item === undefined || !isSensitiveQuestion(item);
        }),
      );
      moveTo(index, kept);
    }
  };

  const submit = async () => {
    if (pending) return;
    upload.reset();
    // An answer lost on the way (edited storage) is asked again rather than refused by the server.
    const missing = questions.findIndex((item) => !isValidAnswer(item, answers[answerKey(item)]));
    if (missing !== -1) {
      moveTo(missing, answers);
      return;
    }
    const payload = uploadPayload(questions, answers);
    let personalityId: string;
    try {
      ({ personalityId } = await upload.mutateAsync(payload));
    } catch {
      return;
    }
    savePersonalityResult(personalityId, payload);
    onComplete({ personalityId, answers: payload });
  };

  return {
    phase,
    retry: () => void quiz.refetch(),
    total: questions.length,
    index,
    question,
    /** The consent step is shown (question is then undefined, and the questionnaire not finished). */
    atConsent,
    consentGiven,
    decideConsent,
    consentError: consenting.isError ? consentMessages.saveFailed : null,
    value,
    canGoOn: question !== undefined && value !== null && canContinue(question, value),
    answer,
    next,
    back,
    submit,
    submitting: pending,
    // PRODUCT §8 gives this one text for any failure of the upload.
    uploadError: upload.isError ? questionnaireMessages.uploadFailed : null,
  };
}
