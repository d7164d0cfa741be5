import { consentEndpoints, questionnaireEndpoints } from '@lien/contract';
import { isSensitiveQuestion, type PersonalityAnswers, type Question } from '@lien/contract/rules';
import { call } from '../../api/call';
import { type QuizProgress, readSession } from '../../session/storage';
import { firstUnanswered, keepValidAnswers, startIndex } from './resume';

export interface LoadedQuiz {
  questions: Question[];
  answers: PersonalityAnswers;
  index: number;
  /** Whether the member's consent to sensitive questions is in force (false when it cannot be read). */
  consentGiven: boolean;
}

/**
 * The questions, and the progress to resume (PRODUCT §4): the device's answers first; when they are
 * incomplete, the server's saved answers fill the gaps (a new phone, a cleared browser). The device's
 * answers win where both exist: they are the more recent. Without the sensitive-data consent in force,
 * no sensitive answer is kept, so the questionnaire resumes at the consent step at the latest.
 */
export async function loadQuiz(progress: QuizProgress): Promise<LoadedQuiz> {
  const signedIn = Boolean(readSession()?.token);
  const [questions, consentGiven] = await Promise.all([
    call(questionnaireEndpoints.questions),
    signedIn
      ? call(consentEndpoints.sensitive).then(
          (state) => state.given,
          () => false,
        )
      : Promise.resolve(false),
  ]);
  let answers = keepValidAnswers(questions, progress.answers);
  if (firstUnanswered(questions, answers) < questions.length && signedIn) {
    try {
      const saved = await call(questionnaireEndpoints.savedAnswers);
      if (saved.answers) answers = { ...keepValidAnswers(questions, saved.answers), ...answers };
    } catch {
      // Without the server's copy the device's answers are still a fine place to resume from.
    }
  }
  if (!consentGiven) {
    answers = Object.fromEntries(
      Object.entries(answers).filter(([key]) => {
        const question = questions.find((item) => item.text.trim() === key);
        return question === undefined || !isSensitiveQuestion(question);
      }),
    );
  }
  return { questions, answers, index: startIndex(questions, answers, progress), consentGiven };
}
