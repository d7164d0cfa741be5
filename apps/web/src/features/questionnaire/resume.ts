import { isValidAnswer, type PersonalityAnswers, type Question } from '@lien/contract/rules';
import type { QuizProgress } from '../../session/storage';

/** PRODUCT §3: answers are keyed by the trimmed question text. */
export function answerKey(question: Question): string {
  return question.text.trim();
}

/**
 * The stored answers that still fit their question (keys trimmed): a question reworded since, or an
 * option that no longer exists, leaves its question unanswered rather than failing the final upload.
 */
export function keepValidAnswers(
  questions: readonly Question[],
  stored: Readonly<Record<string, unknown>>,
): PersonalityAnswers {
  const byKey = new Map(Object.entries(stored).map(([key, value]) => [key.trim(), value]));
  const answers: PersonalityAnswers = {};
  for (const question of questions) {
    const value = byKey.get(answerKey(question));
    if (isValidAnswer(question, value)) answers[answerKey(question)] = value as PersonalityAnswers[string];
  }
  return answers;
}

/** The index of the first question without a valid answer; the length when all are answered. */
export function firstUnanswered(questions: readonly Question[], answers: PersonalityAnswers): number {
  const index = questions.findIndex((question) => !isValidAnswer(question, answers[answerKey(question)]));
  return index === -1 ? questions.length : index;
}

/**
 * Where the questionnaire opens (PRODUCT §4): the first question when the force-start flag is set (an
 * update from the menu); otherwise the first unanswered question. When every question is answered the
 * saved index decides (0 when none was saved): the thank-you state if the person reloaded there.
 */
export function startIndex(
  questions: readonly Question[],
  answers: PersonalityAnswers,
  progress: Pick<QuizProgress, 'index' | 'forceStart'>,
): number {
  if (progress.forceStart) return 0;
  const unanswered = firstUnanswered(questions, answers);
  if (unanswered < questions.length) return unanswered;
  return Math.min(progress.index ?? 0, questions.length);
}

/** The upload (PRODUCT §3): one answer per question, keyed by trimmed text, in questionnaire order. */
export function uploadPayload(
  questions: readonly Question[],
  answers: PersonalityAnswers,
): PersonalityAnswers {
  const payload: PersonalityAnswers = {};
  for (const question of questions) {
    const value = answers[answerKey(question)];
    if (value !== undefined) payload[answerKey(question)] = value;
  }
  return payload;
}
