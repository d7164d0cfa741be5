import {
  type AnswerValue,
  generateAnswers,
  isSensitiveQuestion,
  type PersonalityAnswers,
  QUESTION_CATEGORY_IDS,
  QUESTIONS,
  questionById,
  withoutSensitiveAnswers,
} from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_VECTOR_LAYOUT_ID,
  ANSWER_VECTOR_LENGTH,
  answerVector,
  decodeAnswerVector,
  encodeAnswerVector,
  VECTOR_LAYOUT,
} from './answer-vector';
import {
  compatibility,
  overallCompatibility,
  QUESTION_WEIGHTS,
  questionScores,
  questionSimilarity,
  weightedOverallCompatibility,
} from './compatibility';

const member = (seed: number) => generateAnswers(seededRandom(seed));
const politicsText = questionById('position-politique')?.text ?? '';

function withAnswers(answers: PersonalityAnswers, changes: Record<string, AnswerValue>): PersonalityAnswers {
  const copy = { ...answers };
  for (const [id, value] of Object.entries(changes)) {
    const question = questionById(id);
    if (!question) throw new Error(`no question ${id}`);
    copy[question.text] = value;
  }
  return copy;
}

/** The similarity on one question between a base member and the same member with two other answers. */
function similarityBetween(id: string, x: AnswerValue, y: AnswerValue): number {
  const base = member(1);
  return questionSimilarity(
    answerVector(withAnswers(base, { [id]: x })),
    answerVector(withAnswers(base, { [id]: y })),
    id,
  );
}

describe('answerVector', () => {
  it('lays every question out in one fixed slice, values in [0, 1] but for off-scale options', () => {
    expect(VECTOR_LAYOUT).toHaveLength(QUESTIONS.length);
    expect(ANSWER_VECTOR_LENGTH).toBeLessThan(200);
    expect(ANSWER_VECTOR_LAYOUT_ID).toMatch(/^[0-9a-f]{8}$/);
    for (let seed = 1; seed <= 20; seed++) {
      const vector = answerVector(member(seed));
      for (const slice of VECTOR_LAYOUT) {
        for (let i = slice.offset; i < slice.offset + slice.size; i++) {
          const value = vector[i] as number;
          if (slice.question.type === 'single' && slice.question.offScale)
            expect(value).toBeLessThanOrEqual(1);
          else expect(value, slice.question.id).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('throws on incomplete answers', () => {
    const answers = member(2);
    delete answers[QUESTIONS[5]?.text ?? ''];
    expect(() => answerVector(answers)).toThrow();
  });

  it('survives the trip to bytes and back, and refuses bytes of another layout', () => {
    const vector = answerVector(member(3));
    const bytes = encodeAnswerVector(vector);
    expect(bytes.byteLength).toBe(ANSWER_VECTOR_LENGTH * 4);
    expect(decodeAnswerVector(bytes)).toEqual(vector);
    expect(decodeAnswerVector(bytes.subarray(4))).toBeNull();
  });

  it('weighs known questions only', () => {
    for (const id of Object.keys(QUESTION_WEIGHTS)) expect(questionById(id), id).toBeDefined();
  });
});

describe('questionSimilarity, per type of question', () => {
  it('slider: 1 - the normalised gap', () => {
    expect(similarityBetween('jalousie', 20, 70)).toBeCloseTo(0.5, 6);
    expect(similarityBetween('jalousie', 0, 100)).toBe(0);
  });

  it('single choice in no order: equal or not', () => {
    expect(similarityBetween('premier-regard', 'Son sourire', 'Son sourire')).toBe(1);
    expect(similarityBetween('premier-regard', 'Son sourire', 'Son humour')).toBe(0);
  });

  it('single choice on a scale: closer levels are more alike; off-scale answers only match themselves', () => {
    expect(similarityBetween('niveau-etudes', 'BAC+3', 'BAC+8')).toBeCloseTo(0.4, 6);
    expect(similarityBetween('niveau-etudes', 'BAC+4', 'BAC+5')).toBeCloseTo(0.8, 6);
    expect(similarityBetween('position-politique', 'Très à gauche', 'Très à droite')).toBe(0);
    expect(similarityBetween('position-politique', 'À gauche', 'Au centre')).toBeCloseTo(0.75, 6);
    const notEngaged = 'Je ne suis pas engagé(e) politiquement';
    expect(similarityBetween('position-politique', 'Au centre', notEngaged)).toBe(0);
    expect(similarityBetween('position-politique', notEngaged, notEngaged)).toBe(1);
  });

  it('multiple choice: Jaccard', () => {
    expect(
      similarityBetween('week-ends', ['Entre amis', 'En famille'], ['En famille', 'En amoureux']),
    ).toBeCloseTo(1 / 3, 6);
    expect(similarityBetween('week-ends', ['Entre amis'], ['Entre amis'])).toBe(1);
    expect(similarityBetween('week-ends', ['Entre amis'], ['Au grand air'])).toBe(0);
  });

  it('rank: 1 for the same order, 0 for the reverse, a little less for one swap', () => {
    const question = questionById('langages-amour');
    if (question?.type !== 'rank') throw new Error('rank expected');
    const order = [...question.options];
    const swapped = [order[1], order[0], ...order.slice(2)] as string[];
    expect(similarityBetween(question.id, order, order)).toBe(1);
    expect(similarityBetween(question.id, order, [...order].reverse())).toBeCloseTo(0, 6);
    expect(similarityBetween(question.id, order, swapped)).toBeCloseTo(0.95, 6);
  });

  it('range: overlap over the narrower range, and closeness of centres', () => {
    expect(similarityBetween('revenu-serein', { min: 30, max: 60 }, { min: 30, max: 60 })).toBe(1);
    expect(similarityBetween('revenu-serein', { min: 0, max: 100 }, { min: 100, max: 200 })).toBeCloseTo(
      0.25,
      6,
    );
    expect(similarityBetween('revenu-serein', { min: 0, max: 200 }, { min: 50, max: 60 })).toBeCloseTo(
      0.8875,
      5,
    );
    const near = similarityBetween('revenu-serein', { min: 0, max: 10 }, { min: 20, max: 30 });
    const far = similarityBetween('revenu-serein', { min: 0, max: 10 }, { min: 180, max: 190 });
    expect(near).toBeGreaterThan(far);
  });
});

describe('compatibility', () => {
  const members = Array.from({ length: 40 }, (_, i) => answerVector(member(100 + i)));

  it('is 100 everywhere for identical answers', () => {
    for (const vector of members.slice(0, 10)) {
      const result = compatibility(vector, Float32Array.from(vector));
      expect(result.overall).toBe(100);
      for (const id of QUESTION_CATEGORY_IDS) expect(result.categories[id]).toBe(100);
      expect(overallCompatibility(vector, vector)).toBeCloseTo(100, 9);
    }
  });

  it('is symmetric, deterministic and within 0–100', () => {
    for (const a of members) {
      for (const b of members) {
        const ab = compatibility(a, b);
        expect(compatibility(b, a)).toEqual(ab);
        expect(compatibility(a, b)).toEqual(ab);
        expect(overallCompatibility(a, b)).toBe(overallCompatibility(b, a));
        for (const score of [ab.overall, ...Object.values(ab.categories)]) {
          expect(Number.isInteger(score)).toBe(true);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('drops in the category of a changed answer only, and more for a bigger change', () => {
    const base = member(7);
    const a = answerVector(withAnswers(base, { jalousie: 10 }));
    const small = compatibility(a, answerVector(withAnswers(base, { jalousie: 30 })));
    const big = compatibility(a, answerVector(withAnswers(base, { jalousie: 90 })));
    expect(small.categories.communication).toBeLessThan(100);
    expect(big.categories.communication).toBeLessThan(small.categories.communication ?? 0);
    expect(big.overall).toBeLessThan(100);
    for (const id of QUESTION_CATEGORY_IDS.filter((id) => id !== 'communication')) {
      expect(big.categories[id]).toBe(100);
    }
  });

  it('weighs a deal-breaker more than an ordinary question', () => {
    const base = member(8);
    const wantsChildren = answerVector(
      withAnswers(base, { 'projet-enfants': "Oui, c'est un projet important pour moi" }),
    );
    const doesNot = answerVector(withAnswers(base, { 'projet-enfants': 'Non, je ne le souhaite pas' }));
    const secure = answerVector(withAnswers(base, { 'securite-aventure': 0 }));
    const adventurous = answerVector(withAnswers(base, { 'securite-aventure': 100 }));
    expect(compatibility(wantsChildren, doesNot).categories.values).toBeLessThan(
      compatibility(secure, adventurous).categories.values ?? 0,
    );
  });

  it('leaves the sensitive categories out for a pair where either did not consent, and the politics question out of the social one', () => {
    const base = member(9);
    const shared = answerVector(base);
    const notShared = answerVector(withoutSensitiveAnswers(base));
    const differentPolitics = answerVector(
      withAnswers(base, {
        'position-politique': base[politicsText] === 'Très à gauche' ? 'Très à droite' : 'Très à gauche',
      }),
    );
    const both = compatibility(shared, differentPolitics);
    expect(both.categories.social).toBeLessThan(100);
    for (const pair of [compatibility(shared, notShared), compatibility(notShared, differentPolitics)]) {
      expect(pair.categories.intimacy).toBeNull();
      expect(pair.categories.spirituality).toBeNull();
      // The same answers but politics: the social figure left without politics is whole again.
      expect(pair.categories.social).toBe(100);
      expect(pair.overall).toBe(100);
    }
    expect(Number.isFinite(overallCompatibility(notShared, notShared))).toBe(true);
  });

  it('spreads random members over a useful range', () => {
    const overall = members.slice(1).map((b) => overallCompatibility(members[0] as Float32Array, b));
    expect(Math.min(...overall)).toBeGreaterThan(20);
    expect(Math.max(...overall)).toBeLessThan(90);
  });

  it("splits the overall figure into each shared question's contribution", () => {
    const notShared = answerVector(withoutSensitiveAnswers(member(60)));
    for (const [a, b] of [
      [members[0], members[1]],
      [members[2], notShared],
      [notShared, answerVector(withoutSensitiveAnswers(member(61)))],
    ] as [Float32Array, Float32Array][]) {
      const scores = questionScores(a, b);
      const sum = scores.reduce((total, score) => total + score.contribution, 0);
      expect(sum).toBeCloseTo(overallCompatibility(a, b), 9);
      const lost = scores.reduce((total, score) => total + score.shortfall, 0);
      // What is given and what is missed make the whole 100 of the shared categories.
      expect(sum + lost).toBeCloseTo(100, 9);
      for (const score of scores) {
        expect(score.similarity).toBeCloseTo(questionSimilarity(a, b, score.questionId), 12);
        const weight = QUESTION_WEIGHTS[score.questionId] ?? 1;
        expect(score.contribution + score.shortfall === 0).toBe(weight === 0);
      }
      expect(questionScores(b, a)).toEqual(scores);
    }
    const ids = questionScores(members[2] as Float32Array, notShared).map((score) => score.questionId);
    expect(ids.some((id) => isSensitiveQuestion({ id }))).toBe(false);
    expect(ids).toHaveLength(QUESTIONS.filter((question) => !isSensitiveQuestion(question)).length);
  });

  it('scores 100 000 pairs quickly', () => {
    const pool = Array.from({ length: 1000 }, (_, i) => answerVector(member(1000 + i)));
    const viewers = pool.slice(0, 100);
    let checksum = 0;
    const start = performance.now();
    for (const viewer of viewers)
      for (const candidate of pool) checksum += overallCompatibility(viewer, candidate);
    const elapsed = performance.now() - start;
    console.info(
      `compatibility: 100 000 pair scores in ${elapsed.toFixed(1)} ms (${((elapsed * 1000) / 100_000).toFixed(2)} µs per pair)`,
    );
    expect(checksum).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('weightedOverallCompatibility (a member’s learned weights)', () => {
  it('with every weight 1, is the unrounded figure compatibility() rounds', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const a = answerVector(member(seed));
      const b = answerVector(member(seed + 100));
      const weighted = weightedOverallCompatibility(a, b, [1, 1, 1, 1, 1, 1]);
      expect(Math.round(weighted)).toBe(compatibility(a, b).overall);
      expect(weighted).toBeCloseTo(overallCompatibility(a, b), 10);
    }
  });

  it('moves the figure toward the categories weighted up', () => {
    const a = answerVector(member(3));
    const b = answerVector(member(4));
    const { categories } = compatibility(a, b);
    const figures = QUESTION_CATEGORY_IDS.map((id) => categories[id] as number);
    const best = figures.indexOf(Math.max(...figures));
    const worst = figures.indexOf(Math.min(...figures));
    const plain = weightedOverallCompatibility(a, b, [1, 1, 1, 1, 1, 1]);
    const toBest = QUESTION_CATEGORY_IDS.map((_, c) => (c === best ? 2 : 1));
    const toWorst = QUESTION_CATEGORY_IDS.map((_, c) => (c === worst ? 2 : 1));
    expect(weightedOverallCompatibility(a, b, toBest)).toBeGreaterThan(plain);
    expect(weightedOverallCompatibility(a, b, toWorst)).toBeLessThan(plain);
  });
});
