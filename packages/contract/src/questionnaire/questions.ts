import { COMMUNICATION_QUESTIONS } from './questions/communication';
import { DAILY_QUESTIONS } from './questions/daily';
import { INTIMACY_QUESTIONS } from './questions/intimacy';
import { SOCIAL_QUESTIONS } from './questions/social';
import { SPIRITUALITY_QUESTIONS } from './questions/spirituality';
import { VALUES_QUESTIONS } from './questions/values';
import type { Question, QuestionCategoryId } from './types';

/**
 * The 58 questions (QUESTION_COUNT), asked in this order: one chapter per affinity category, each
 * opening on a light question so the fact questions never come first.
 */
export const QUESTIONS: readonly Question[] = [
  ...COMMUNICATION_QUESTIONS,
  ...VALUES_QUESTIONS,
  ...INTIMACY_QUESTIONS,
  ...SOCIAL_QUESTIONS,
  ...DAILY_QUESTIONS,
  ...SPIRITUALITY_QUESTIONS,
];

const byText = new Map(QUESTIONS.map((question) => [question.text, question]));
const byId = new Map(QUESTIONS.map((question) => [question.id, question]));

/** The question whose answers are stored under this text; the key is trimmed first (PRODUCT §3). */
export function questionByText(text: string): Question | undefined {
  return byText.get(text.trim());
}

/** The question with this stable id. */
export function questionById(id: string): Question | undefined {
  return byId.get(id);
}

/** The questions of one affinity category, in questionnaire order. */
export function questionsInCategory(category: QuestionCategoryId): Question[] {
  return QUESTIONS.filter((question) => question.category === category);
}
