import { CATEGORY_COUNT, type LearningAnswer } from '../apps/api/src/features/learning/rule';

/*
 * Candidate rules measured by bench:learning beside learning/rule.ts's (issue #27). Each answers the
 * six weights (null: all 1) for a member's answers, within `bounds`.
 */

export interface Bounds {
  min: number;
  max: number;
}

/** Each category's lead (figure minus the pair's mean), NaN where not shared; null under two shared; and the mean. */
export function leadsOf(scores: readonly (number | null)[]): { leads: Float64Array; mean: number } | null {
  let sum = 0;
  let shared = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const s = scores[c];
    if (s === null || s === undefined) continue;
    sum += s;
    shared++;
  }
  if (shared < 2) return null;
  const mean = sum / shared;
  const leads = new Float64Array(CATEGORY_COUNT);
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const s = scores[c];
    leads[c] = s === null || s === undefined ? Number.NaN : s - mean;
  }
  return { leads, mean };
}

function taught(answers: readonly LearningAnswer[]) {
  const out: { sign: number; leads: Float64Array; mean: number }[] = [];
  for (const { answer, categoryScores } of answers) {
    const l = leadsOf(categoryScores);
    if (l) out.push({ sign: answer === 'again' ? 1 : -1, ...l });
  }
  return out;
}

function within(exponents: Float64Array, bounds: Bounds, centre: boolean): Float64Array | null {
  if (exponents.every((e) => e === 0)) return null;
  let shift = 0;
  if (centre) {
    let n = 0;
    for (const e of exponents) {
      if (e !== 0) {
        shift += e;
        n++;
      }
    }
    shift = n ? shift / n : 0;
  }
  const lo = Math.log(bounds.min);
  const hi = Math.log(bounds.max);
  return Float64Array.from(exponents, (e) => (e === 0 ? 1 : Math.exp(Math.min(hi, Math.max(lo, e - shift)))));
}

/** The rule's first form (before the regression): e^(rate × Σ ±(lead − usual lead) / 100), optionally its exponents centred. */
export function usualLead(rate: number, bounds: Bounds, centre = false) {
  return (answers: readonly LearningAnswer[]) => {
    const t = taught(answers);
    const ex = new Float64Array(CATEGORY_COUNT);
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      let total = 0;
      let count = 0;
      for (const { leads } of t) {
        const lead = leads[c] as number;
        if (Number.isNaN(lead)) continue;
        total += lead;
        count++;
      }
      if (!count) continue;
      const usual = total / (count + 1);
      let moved = 0;
      for (const { sign, leads } of t) {
        const lead = leads[c] as number;
        if (!Number.isNaN(lead)) moved += sign * (lead - usual);
      }
      ex[c] = (rate * moved) / 100;
    }
    return within(ex, bounds, centre);
  };
}

/** Today's rule with each category's Σ scaled by reference / its spread of leads (a z-score), spread shrunk toward the reference by `prior` answers. */
export function zScore(rate: number, bounds: Bounds, reference: number, prior: number, power = 1) {
  return (answers: readonly LearningAnswer[]) => {
    const t = taught(answers);
    const ex = new Float64Array(CATEGORY_COUNT);
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      let total = 0;
      let count = 0;
      for (const { leads } of t) {
        const lead = leads[c] as number;
        if (Number.isNaN(lead)) continue;
        total += lead;
        count++;
      }
      if (!count) continue;
      const usual = total / (count + 1);
      let moved = 0;
      let squares = 0;
      for (const { sign, leads } of t) {
        const lead = leads[c] as number;
        if (Number.isNaN(lead)) continue;
        moved += sign * (lead - usual);
        squares += (lead - usual) ** 2;
      }
      const spread = Math.sqrt((squares + prior * reference ** 2) / (count + prior));
      ex[c] = (rate * moved * (reference / spread) ** power) / 100;
    }
    return within(ex, bounds, false);
  };
}

/** Mean leads of « revoir » minus mean leads of « sans suite », × n / (n + k). */
export function contrastive(rate: number, bounds: Bounds, k: number) {
  return (answers: readonly LearningAnswer[]) => {
    const t = taught(answers);
    const ex = new Float64Array(CATEGORY_COUNT);
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      let a = 0;
      let na = 0;
      let b = 0;
      let nb = 0;
      for (const { sign, leads } of t) {
        const lead = leads[c] as number;
        if (Number.isNaN(lead)) continue;
        if (sign > 0) {
          a += lead;
          na++;
        } else {
          b += lead;
          nb++;
        }
      }
      const n = na + nb;
      if (!n) continue;
      // A side with no answer counts as a lead of 0 (the neutral answer).
      const diff = a / Math.max(1, na) - b / Math.max(1, nb);
      ex[c] = ((rate * diff) / 100) * (n / (n + k));
    }
    return within(ex, bounds, false);
  };
}
