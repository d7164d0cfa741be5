import { describe, expect, it } from 'vitest';
import {
  CHILDREN_OPTIONS,
  EDUCATION_LEVELS,
  FAITHS,
  FACT_QUESTION_IDS as ids,
  POLITICAL_OPTIONS,
  SITUATION_OPTIONS,
  SMOKING_OPTIONS,
} from './fact-options';
import { extractFacts } from './facts';
import { answersWith } from './test-helpers';

const facts = (overrides: Record<string, string>) => extractFacts(answersWith(1, overrides));

describe('extractFacts', () => {
  it('reads the education level as answered', () => {
    for (const level of EDUCATION_LEVELS)
      expect(facts({ [ids.education]: level }).educationLevel).toBe(level);
  });

  it('reads a faith, agnosticism and atheism', () => {
    for (const faith of FAITHS)
      expect(facts({ [ids.religion]: faith }).religion).toEqual({ kind: 'believer', faith });
    expect(facts({ [ids.religion]: 'Non-pratiquant(e) ou agnostique' }).religion).toEqual({
      kind: 'agnostic',
    });
    expect(facts({ [ids.religion]: 'Athée' }).religion).toEqual({ kind: 'atheist' });
  });

  it('reads the political stance as a position from -2 to 2, or not engaged', () => {
    expect(POLITICAL_OPTIONS.map((option) => facts({ [ids.politics]: option }).politics)).toEqual([
      { engaged: true, position: -2 },
      { engaged: true, position: -1 },
      { engaged: true, position: 0 },
      { engaged: true, position: 1 },
      { engaged: true, position: 2 },
      { engaged: false },
    ]);
  });

  it('counts occasional and regular smokers as smokers, former ones not', () => {
    expect(SMOKING_OPTIONS.map((option) => facts({ [ids.smoking]: option }).smoker)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('counts every kind of parent as having children', () => {
    expect(CHILDREN_OPTIONS.map((option) => facts({ [ids.children]: option }).hasChildren)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('counts only a divorce as divorced', () => {
    expect(SITUATION_OPTIONS.map((option) => facts({ [ids.situation]: option }).divorced)).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('throws on answers validation would have refused', () => {
    expect(() => facts({ [ids.religion]: 'Pastafarisme' })).toThrow();
    expect(() => facts({ [ids.politics]: 'Ailleurs' })).toThrow();
    expect(() => extractFacts({})).toThrow();
  });
});
