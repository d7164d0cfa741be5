import { QUESTIONS } from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import { allAnswers, answersBefore } from './quizTestKit';
import { firstUnanswered, keepValidAnswers, startIndex, uploadPayload } from './resume';

const total = QUESTIONS.length;

describe('resuming the questionnaire (PRODUCT §4)', () => {
  it('keeps only answers that fit their question, under trimmed keys', () => {
    const [first, second] = QUESTIONS;
    if (!first || !second) throw new Error('questions expected');
    const stored = {
      [`  ${first.text} `]: allAnswers[first.text],
      [second.text]: ['Une option inventée'],
      'Une question retirée depuis': 42,
    };
    expect(keepValidAnswers(QUESTIONS, stored)).toEqual({ [first.text]: allAnswers[first.text] });
  });

  it('finds the first unanswered question, or the end', () => {
    expect(firstUnanswered(QUESTIONS, {})).toBe(0);
    expect(firstUnanswered(QUESTIONS, answersBefore(7))).toBe(7);
    expect(firstUnanswered(QUESTIONS, allAnswers)).toBe(total);
  });

  it('starts at the first unanswered question, the saved index only deciding once all are answered', () => {
    expect(startIndex(QUESTIONS, answersBefore(7), { index: 7, forceStart: false })).toBe(7);
    expect(startIndex(QUESTIONS, answersBefore(7), { index: null, forceStart: false })).toBe(7);
    expect(startIndex(QUESTIONS, answersBefore(7), { index: 30, forceStart: false })).toBe(7);
    expect(startIndex(QUESTIONS, allAnswers, { index: 12, forceStart: false })).toBe(12);
    expect(startIndex(QUESTIONS, allAnswers, { index: null, forceStart: false })).toBe(0);
    expect(startIndex(QUESTIONS, allAnswers, { index: 999, forceStart: false })).toBe(total);
  });

  it('starts at the first question when forced', () => {
    expect(startIndex(QUESTIONS, allAnswers, { index: 40, forceStart: true })).toBe(0);
    expect(startIndex(QUESTIONS, answersBefore(7), { index: 7, forceStart: true })).toBe(0);
  });

  it('uploads one answer per question, in questionnaire order', () => {
    const shuffled = Object.fromEntries(Object.entries(allAnswers).reverse());
    const payload = uploadPayload(QUESTIONS, { ...shuffled, 'Clé inconnue': 1 });
    expect(Object.keys(payload)).toEqual(QUESTIONS.map((question) => question.text));
  });
});
