import {
  type AnswerValue,
  generateAnswers,
  isSensitiveQuestion,
  type Question,
  withoutSensitiveAnswers,
} from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerVector,
  decodeAnswer,
  decodeAnswerVector,
  encodeAnswerVector,
  VECTOR_LAYOUT,
} from './answer-vector';

/** The answer as decoding gives it back: a multiple choice's options in questionnaire order. */
function canonical(question: Question, answer: AnswerValue): AnswerValue {
  if (question.type !== 'multiple' || !Array.isArray(answer)) return answer;
  return question.options.filter((option) => answer.includes(option));
}

describe('decodeAnswer', () => {
  it('gives back every answer of generated questionnaires, through the stored bytes too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const answers = generateAnswers(seededRandom(seed));
        const stored = decodeAnswerVector(encodeAnswerVector(answerVector(answers)));
        if (!stored) throw new Error('the vector fits the layout');
        for (const slice of VECTOR_LAYOUT) {
          const given = answers[slice.question.text] as AnswerValue;
          expect(decodeAnswer(stored, slice), slice.question.id).toEqual(canonical(slice.question, given));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives back the ends of every scale', () => {
    for (const slice of VECTOR_LAYOUT) {
      const { question } = slice;
      const extremes: AnswerValue[] =
        question.type === 'slider'
          ? [0, question.maxRange]
          : question.type === 'range'
            ? [
                { min: question.min, max: question.min + 1 },
                { min: question.max - 1, max: question.max },
              ]
            : question.type === 'single'
              ? [...question.options]
              : [];
      for (const answer of extremes) {
        const answers = { ...generateAnswers(seededRandom(5)), [question.text]: answer };
        expect(decodeAnswer(answerVector(answers), slice), question.id).toEqual(answer);
      }
    }
  });

  it('answers null for a sensitive question the member does not share, and only for those', () => {
    const vector = answerVector(withoutSensitiveAnswers(generateAnswers(seededRandom(9))));
    for (const slice of VECTOR_LAYOUT) {
      const decoded = decodeAnswer(vector, slice);
      if (isSensitiveQuestion(slice.question)) expect(decoded, slice.question.id).toBeNull();
      else expect(decoded, slice.question.id).not.toBeNull();
    }
  });
});
