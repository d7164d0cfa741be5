import { CATEGORY_COUNT, type LearningAnswer, leadsOf } from '../apps/api/src/features/learning/rule';

/*
 * Candidate rules measured by bench:learning beside learning/rule.ts's (issue #27). Each answers the
 * six weights (null: all 1) for a member's answers, within `bounds`.
 */

export interface Bounds {
  min: number;
  max: number;
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

/**
 * A category's leads in the answers' pairs that shared it, as deviations from its usual lead (their
 * mean over those answers and one neutral answer, a lead of 0), each with its answer's sign; null when
 * no pair shared it.
 */
function deviations(t: ReturnType<typeof taught>, c: number): { sign: number; deviation: number }[] | null {
  const shared = t.filter(({ leads }) => !Number.isNaN(leads[c]));
  if (shared.length === 0) return null;
  const usual = shared.reduce((sum, { leads }) => sum + (leads[c] as number), 0) / (shared.length + 1);
  return shared.map(({ sign, leads }) => ({ sign, deviation: (leads[c] as number) - usual }));
}

/** The rule's first form (before the regression): e^(rate × Σ ±(lead − usual lead) / 100), optionally its exponents centred. */
export function usualLead(rate: number, bounds: Bounds, centre = false) {
  return (answers: readonly LearningAnswer[]) => {
    const t = taught(answers);
    const ex = new Float64Array(CATEGORY_COUNT);
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      const shared = deviations(t, c);
      if (!shared) continue;
      const moved = shared.reduce((sum, { sign, deviation }) => sum + sign * deviation, 0);
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
      const shared = deviations(t, c);
      if (!shared) continue;
      const moved = shared.reduce((sum, { sign, deviation }) => sum + sign * deviation, 0);
      const squares = shared.reduce((sum, { deviation }) => sum + deviation ** 2, 0);
      const spread = Math.sqrt((squares + prior * reference ** 2) / (shared.length + prior));
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
