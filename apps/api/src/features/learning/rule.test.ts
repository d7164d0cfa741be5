import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  LEARNING_RATE,
  type LearningAnswer,
  learnedWeights,
  rankingWeights,
  WEIGHT_BOUNDS,
} from './rule';

const VALUES = QUESTION_CATEGORY_IDS.indexOf('values');
const DAILY = QUESTION_CATEGORY_IDS.indexOf('daily');
const INTIMACY = QUESTION_CATEGORY_IDS.indexOf('intimacy');

/** A pair's six figures: `base` everywhere but where told. */
function pair(base: number, changes: Record<number, number | null> = {}): (number | null)[] {
  return QUESTION_CATEGORY_IDS.map((_, c) => (c in changes ? (changes[c] as number | null) : base));
}
const again = (categoryScores: (number | null)[]): LearningAnswer => ({ answer: 'again', categoryScores });
const noFollowUp = (categoryScores: (number | null)[]): LearningAnswer => ({
  answer: 'no_follow_up',
  categoryScores,
});
const directions = (weights: Float64Array) => [...weights].map(directionOf);

describe('the learning rule (« what stood out in the people you want to see again »)', () => {
  it('leaves every weight at exactly 1 without answers, and the rankings on the plain figure', () => {
    const learned = learnedWeights([]);
    expect([...learned.weights]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(learned.answers).toBe(0);
    expect([...learned.counts]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(rankingWeights(learned)).toBeNull();
  });

  it('moves toward where a « j’aimerais la revoir » match stood out, away from the rest', () => {
    const learned = learnedWeights([again(pair(60, { [VALUES]: 90 }))]);
    // Values led by 25 over the pair's mean of 65: half of it against the neutral answer.
    expect(learned.weights[VALUES]).toBeCloseTo(Math.exp((LEARNING_RATE * 12.5) / 100), 10);
    expect(learned.weights[DAILY]).toBeCloseTo(Math.exp((LEARNING_RATE * -2.5) / 100), 10);
    expect(directions(learned.weights)).toEqual(['less', 'more', 'less', 'less', 'less', 'less']);
    expect(learned.answers).toBe(1);
    expect([...learned.counts]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(rankingWeights(learned)).toBe(learned.weights);
  });

  it('moves the other way for « sans suite »', () => {
    const learned = learnedWeights([noFollowUp(pair(60, { [VALUES]: 90 }))]);
    expect(learned.weights[VALUES]).toBeCloseTo(Math.exp((LEARNING_RATE * -12.5) / 100), 10);
    expect(directions(learned.weights)).toEqual(['more', 'less', 'more', 'more', 'more', 'more']);
  });

  it('tells the « revoir » from the « sans suite » by what set them apart', () => {
    // Daily life leads in both pairs: only values tells the « revoir » from the « sans suite ».
    const learned = learnedWeights([
      again(pair(60, { [DAILY]: 85, [VALUES]: 80 })),
      noFollowUp(pair(60, { [DAILY]: 85, [VALUES]: 40 })),
    ]);
    expect(directionOf(learned.weights[VALUES] as number)).toBe('more');
    expect(learned.weights[VALUES]).toBeGreaterThan(learned.weights[DAILY] as number);
  });

  it('stays within its bounds however many answers point one way', () => {
    const answers = Array.from({ length: 40 }, (_, k) =>
      k % 2 === 0 ? again(pair(0, { [VALUES]: 100 })) : noFollowUp(pair(100, { [VALUES]: 0 })),
    );
    const { weights } = learnedWeights(answers);
    expect(weights[VALUES]).toBe(WEIGHT_BOUNDS.max);
    for (const [c, weight] of weights.entries()) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHT_BOUNDS.min);
      expect(weight).toBeLessThanOrEqual(WEIGHT_BOUNDS.max);
      if (c !== VALUES) expect(weight).toBe(WEIGHT_BOUNDS.min);
    }
  });

  it('leaves a category not shared as it is, and counts only pairs sharing two categories', () => {
    const learned = learnedWeights([
      again(pair(60, { [VALUES]: 90, [INTIMACY]: null })),
      again(QUESTION_CATEGORY_IDS.map((_, c) => (c === VALUES ? 90 : null))),
    ]);
    expect(learned.weights[INTIMACY]).toBe(1);
    expect(learned.counts[INTIMACY]).toBe(0);
    expect(learned.counts[VALUES]).toBe(1);
    expect(learned.answers).toBe(1);
  });

  it('changes nothing for a pair whose categories are all equal', () => {
    const learned = learnedWeights([again(pair(70)), noFollowUp(pair(40))]);
    expect([...learned.weights]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(rankingWeights(learned)).toBeNull();
    expect(learned.answers).toBe(2);
  });
});

describe('directionOf', () => {
  it('says « inchangé » within 5 % either way', () => {
    expect([1, 1.04, 0.96, 1.05, 1 / 1.05, 2, 0.5].map(directionOf)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'more',
      'less',
      'more',
      'less',
    ]);
  });
});
