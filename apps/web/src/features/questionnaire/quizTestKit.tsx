import {
  generateAnswers,
  type PersonalityAnswers,
  QUESTIONS,
  type Question,
  SENSITIVE_CONSENT_VERSION,
} from '@lien/contract/rules';
import { screen } from '@testing-library/preact';
import { saveQuizProgress } from '../../session/storage';
import { type FakeHandler, json, mockFetch } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { PersonalityScreen } from './PersonalityScreen';

/** A complete valid set of answers (a constant "random" keeps it the same on every run). */
export const allAnswers: PersonalityAnswers = generateAnswers(() => 0.42);

/** The questions as the server sends them: the contract's, through JSON. */
export function servedQuestions(): Question[] {
  return JSON.parse(JSON.stringify(QUESTIONS)) as Question[];
}

export function indexOf(id: string): number {
  const index = QUESTIONS.findIndex((question) => question.id === id);
  if (index === -1) throw new Error(`no question ${id}`);
  return index;
}

export function questionWith(id: string): Question {
  const question = QUESTIONS[indexOf(id)];
  if (!question) throw new Error(`no question ${id}`);
  return question;
}

/** The answers of the questions before `index`, as a person who stopped there would have. */
export function answersBefore(index: number): PersonalityAnswers {
  const answers: PersonalityAnswers = {};
  for (const question of QUESTIONS.slice(0, index)) {
    const value = allAnswers[question.text];
    if (value !== undefined) answers[question.text] = value;
  }
  return answers;
}

/** Opens /personality at a given question, as a reload after answering the ones before would. */
export function storeProgressAt(index: number): void {
  saveQuizProgress(index, answersBefore(index));
}

/** The consent to sensitive questions as the server answers it. */
export function consentState(given: boolean, withdrawnAt: string | null = null) {
  return {
    currentVersion: SENSITIVE_CONSENT_VERSION,
    given,
    version: given || withdrawnAt ? SENSITIVE_CONSENT_VERSION : null,
    givenAt: given || withdrawnAt ? '2026-11-25T09:30:00.000Z' : null,
    withdrawnAt,
  };
}

/**
 * The questionnaire's endpoints; the server holds no answers unless told, and the member's consent to
 * sensitive questions is in force (SensitiveConsent.test.tsx covers the other cases).
 */
export function mockQuiz(routes: Record<string, FakeHandler> = {}) {
  return mockFetch({
    'GET /personality_questions.json': () => json(servedQuestions()),
    'GET /api/personality_answers': () => json({ answers: null }),
    'GET /api/sensitive_consent': () => json(consentState(true)),
    ...routes,
  });
}

export function openPersonality() {
  return renderScreen(<PersonalityScreen />, '/personality');
}

export const progressText = (position: number) =>
  screen.findByText(`Question ${position} sur ${QUESTIONS.length}`);
