import {
  type AnswerValue,
  canContinue,
  defaultAnswer,
  isValidAnswer,
  type PersonalityAnswers,
  type Question,
  questionnaireMessages,
} from '@lien/contract';
import { useEffect, useState } from 'react';
import { questionnaireApi } from '../../api/questionnaire';
import {
  clearForceStart,
  readQuizProgress,
  savePersonalityResult,
  saveQuizProgress,
} from '../../session/storage';
import { useSubmission } from '../../ui/useSubmission';
import { loadQuiz } from './loadQuiz';
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

type Phase = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; questions: Question[] };

/**
 * The questionnaire's state (SPEC §4): resumes where the person was, saves the index and the answers
 * on every move so a reload lands on the same question, and uploads the answers at the end.
 */
export function useQuestionnaire({ onExit, onComplete }: QuestionnaireCallbacks) {
  // Read once, before the load uses the force-start flag up: a second effect run (StrictMode) must
  // still see the flag as it was when the questionnaire opened.
  const [progress] = useState(readQuizProgress);
  const [phase, setPhase] = useState<Phase>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [answers, setAnswers] = useState<PersonalityAnswers>({});
  const [index, setIndex] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { pending, run } = useSubmission();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ("Réessayer") loads again.
  useEffect(() => {
    let cancelled = false;
    setPhase({ status: 'loading' });
    loadQuiz(progress).then(
      (loaded) => {
        if (cancelled) return;
        clearForceStart();
        saveQuizProgress(loaded.index, loaded.answers);
        setAnswers(loaded.answers);
        setIndex(loaded.index);
        setPhase({ status: 'ready', questions: loaded.questions });
      },
      () => {
        if (!cancelled) setPhase({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [progress, attempt]);

  const questions = phase.status === 'ready' ? phase.questions : [];
  const question: Question | undefined = questions[index];
  const value: AnswerValue | null = question
    ? (answers[answerKey(question)] ?? defaultAnswer(question))
    : null;

  const moveTo = (nextIndex: number, nextAnswers: PersonalityAnswers) => {
    saveQuizProgress(nextIndex, nextAnswers);
    setAnswers(nextAnswers);
    setIndex(nextIndex);
    setUploadError(null);
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

  /** SPEC §4: back on the first question exits; elsewhere (the thank-you state too) one step back. */
  const back = () => {
    if (index === 0) {
      saveQuizProgress(0, answers);
      onExit();
      return;
    }
    moveTo(index - 1, answers);
  };

  const submit = () =>
    run(async () => {
      setUploadError(null);
      // An answer lost on the way (edited storage) is asked again rather than refused by the server.
      const missing = questions.findIndex((item) => !isValidAnswer(item, answers[answerKey(item)]));
      if (missing !== -1) {
        moveTo(missing, answers);
        return;
      }
      const payload = uploadPayload(questions, answers);
      try {
        const { personalityId } = await questionnaireApi.upload(payload);
        savePersonalityResult(personalityId, payload);
        onComplete({ personalityId, answers: payload });
      } catch {
        // SPEC §8 gives this one text for any failure of the upload.
        setUploadError(questionnaireMessages.uploadFailed);
      }
    });

  return {
    phase: phase.status,
    retry: () => setAttempt((count) => count + 1),
    total: questions.length,
    index,
    question,
    value,
    canGoOn: question !== undefined && value !== null && canContinue(question, value),
    answer,
    next,
    back,
    submit,
    submitting: pending,
    uploadError,
  };
}
