import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  LEARNING_RATE,
  type LearningAnswer,
  learnedWeights,
  RIDGE,
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

describe('the learning rule (« what set apart the people you want to see again »)', () => {
  it('leaves every weight at exactly 1 without answers, and the rankings on the plain figure', () => {
    const learned = learnedWeights([]);
    expect([...learned.weights]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(learned.answers).toBe(0);
    expect([...learned.counts]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(rankingWeights(learned)).toBeNull();
  });

  it('moves toward where a « j’aimerais la revoir » match stood out, away from the rest', () => {
    const learned = learnedWeights([again(pair(60, { [VALUES]: 90 }))]);
    // Values led by 25 over the pair's mean of 65, the rest was 5 behind; centred against the neutral
    // answer, half of it: leads u (12.5, −2.5 × 5) and answer ½, so β = u / (2 (RIDGE + |u|²)).
    const spread = 12.5 ** 2 + 5 * 2.5 ** 2;
    expect(learned.weights[VALUES]).toBeCloseTo(
      Math.exp((LEARNING_RATE * 12.5) / (2 * (RIDGE + spread))),
      10,
    );
    expect(learned.weights[DAILY]).toBeCloseTo(Math.exp((LEARNING_RATE * -2.5) / (2 * (RIDGE + spread))), 10);
    expect(directions(learned.weights)).toEqual(['less', 'more', 'less', 'less', 'less', 'less']);
    expect(learned.answers).toBe(1);
    expect([...learned.counts]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(rankingWeights(learned)).toBe(learned.weights);
  });

  it('moves the other way for « sans suite »', () => {
    const learned = learnedWeights([noFollowUp(pair(60, { [VALUES]: 90 }))]);
    expect(learned.weights[VALUES]).toBeCloseTo(
      Math.exp((LEARNING_RATE * -12.5) / (2 * (RIDGE + 12.5 ** 2 + 5 * 2.5 ** 2))),
      10,
    );
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

  it('stays within its bounds however sharply the answers point one way', () => {
    // Every « revoir » a little better in values and worse in daily life, every « sans suite » the
    // reverse, all with the same overall figure.
    const answers = Array.from({ length: 40 }, (_, k) =>
      k % 2 === 0
        ? again(pair(50, { [VALUES]: 53, [DAILY]: 47 }))
        : noFollowUp(pair(50, { [VALUES]: 47, [DAILY]: 53 })),
    );
    const { weights } = learnedWeights(answers);
    expect(weights[VALUES]).toBe(WEIGHT_BOUNDS.max);
    expect(weights[DAILY]).toBe(WEIGHT_BOUNDS.min);
    for (const [c, weight] of weights.entries()) if (c !== VALUES && c !== DAILY) expect(weight).toBe(1);
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

  it('credits the overall figure first: a category leading where the match was better overall counts less', () => {
    // The « revoir » were better matches overall, and values led more in them.
    const answers = [
      again(pair(80, { [VALUES]: 100 })),
      noFollowUp(pair(40, { [VALUES]: 45 })),
      again(pair(75, { [VALUES]: 95 })),
      noFollowUp(pair(45, { [VALUES]: 50 })),
    ];
    const learned = learnedWeights(answers);
    const blind = learnedWeights(answers, { withMean: false });
    expect(directionOf(blind.weights[VALUES] as number)).toBe('more');
    expect(learned.weights[VALUES]).toBeLessThan(blind.weights[VALUES] as number);
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
