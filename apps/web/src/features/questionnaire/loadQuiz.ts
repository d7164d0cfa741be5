import type { PersonalityAnswers, Question } from '@lien/contract';
import { questionnaireApi } from '../../api/questionnaire';
import { type QuizProgress, readSession } from '../../session/storage';
import { firstUnanswered, keepValidAnswers, startIndex } from './resume';

export interface LoadedQuiz {
  questions: Question[];
  answers: PersonalityAnswers;
  index: number;
}

/**
 * The questions, and the progress to resume (SPEC §4): the device's answers first; when they are
 * incomplete, the server's saved answers fill the gaps (a new phone, a cleared browser). The device's
 * answers win where both exist: they are the more recent.
 */
export async function loadQuiz(progress: QuizProgress): Promise<LoadedQuiz> {
  const questions = await questionnaireApi.questions();
  let answers = keepValidAnswers(questions, progress.answers);
  if (firstUnanswered(questions, answers) < questions.length && readSession()?.token) {
    try {
      const saved = await questionnaireApi.savedAnswers();
      if (saved.answers) answers = { ...keepValidAnswers(questions, saved.answers), ...answers };
    } catch {
      // Without the server's copy the device's answers are still a fine place to resume from.
    }
  }
  return { questions, answers, index: startIndex(questions, answers, progress) };
}
