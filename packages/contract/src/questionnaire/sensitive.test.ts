import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';
import { QUESTIONS } from './questions';
import {
  hasSensitiveAnswers,
  isSensitiveQuestion,
  SENSITIVE_CATEGORY_IDS,
  SENSITIVE_QUESTION_IDS,
  withoutSensitiveAnswers,
} from './sensitive';
import { answersWith } from './test-helpers';

describe('sensitive questions', () => {
  it('are the religion, politics and intimacy questions: two whole categories and the political position', () => {
    expect(SENSITIVE_QUESTION_IDS).toContain('religion');
    expect(SENSITIVE_QUESTION_IDS).toContain('position-politique');
    expect(SENSITIVE_QUESTION_IDS).toContain('entente-intime');
    for (const question of QUESTIONS) {
      if (SENSITIVE_CATEGORY_IDS.includes(question.category))
        expect(isSensitiveQuestion(question)).toBe(true);
    }
    expect(isSensitiveQuestion({ id: 'niveau-etudes' })).toBe(false);
  });

  it('leave religion and politics unknown when left out, the other facts read as before', () => {
    const answers = answersWith(7);
    const without = withoutSensitiveAnswers(answers);
    expect(hasSensitiveAnswers(answers)).toBe(true);
    expect(hasSensitiveAnswers(without)).toBe(false);
    const facts = extractFacts(without);
    expect(facts.religion).toBeNull();
    expect(facts.politics).toBeNull();
    expect(facts.educationLevel).toBe(extractFacts(answers).educationLevel);
  });
});
