import { describe, expect, it } from 'vitest';
import { interestsCatalogueReply, updateInterestsReply } from '../interest-replies';
import { INTERESTS } from '../interests';
import { defaultAnswer, isValidAnswer } from './answers';
import { QUESTIONS } from './questions';
import { personalityUploadReply, questionsReply } from './schema';
import { answersWith } from './test-helpers';

/** What a client receives: the data after a trip through JSON. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('questionsReply', () => {
  it('reads the 58 questions back exactly as the contract holds them', () => {
    expect(questionsReply.parse(overTheWire(QUESTIONS))).toEqual(QUESTIONS);
  });

  it('gives a slider without maxRange the default of 100 (PRODUCT §3)', () => {
    const slider = QUESTIONS.find((question) => question.type === 'slider');
    const { maxRange: _omitted, ...withoutMax } = { ...slider, maxRange: 0 };
    expect(questionsReply.parse([withoutMax])[0]).toMatchObject({ type: 'slider', maxRange: 100 });
  });

  it('refuses an unknown type or category', () => {
    const [first] = QUESTIONS;
    expect(questionsReply.safeParse([{ ...first, type: 'essay' }]).success).toBe(false);
    expect(questionsReply.safeParse([{ ...first, category: 'astrologie' }]).success).toBe(false);
    expect(questionsReply.safeParse([]).success).toBe(false);
  });
});

describe('isValidAnswer', () => {
  it('accepts every answer of a complete valid set', () => {
    const answers = answersWith(3);
    for (const question of QUESTIONS) expect(isValidAnswer(question, answers[question.text])).toBe(true);
  });

  it('refuses a missing choice, a foreign option and a range without its gap', () => {
    for (const question of QUESTIONS) {
      if (question.type === 'single' || question.type === 'multiple') {
        expect(isValidAnswer(question, defaultAnswer(question))).toBe(false);
        expect(isValidAnswer(question, 'Rien de tout ça')).toBe(false);
      } else {
        expect(isValidAnswer(question, defaultAnswer(question))).toBe(true);
      }
      if (question.type === 'range') expect(isValidAnswer(question, { min: 40, max: 40 })).toBe(false);
    }
  });
});

describe('small replies', () => {
  it('reads the interests catalogue and the saved selection', () => {
    expect(interestsCatalogueReply.parse(overTheWire(INTERESTS))).toEqual(INTERESTS);
    expect(updateInterestsReply.parse({ status: 'ok', selectedInterests: ['Randonnée'] })).toEqual({
      status: 'ok',
      selectedInterests: ['Randonnée'],
    });
  });

  it('reads the personality ID of an upload', () => {
    expect(personalityUploadReply.parse({ status: 'ok', personalityId: 'LIEN-7K2Q' }).personalityId).toBe(
      'LIEN-7K2Q',
    );
    expect(personalityUploadReply.safeParse({ status: 'ok' }).success).toBe(false);
  });
});
