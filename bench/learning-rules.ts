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

/** Today's rule (rule.ts) with other bounds, optionally its exponents centred. */
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

/** Solves A x = b (A symmetric positive definite, small) in place by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(a[r]![i]!) > Math.abs(a[p]![i]!)) p = r;
    [a[i], a[p]] = [a[p]!, a[i]!];
    [b[i], b[p]] = [b[p]!, b[i]!];
    for (let r = i + 1; r < n; r++) {
      const f = a[r]![i]! / a[i]![i]!;
      for (let k = i; k < n; k++) a[r]![k]! -= f * a[i]![k]!;
      b[r]! -= f * b[i]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = b[i]!;
    for (let k = i + 1; k < n; k++) s -= a[i]![k]! * x[k]!;
    x[i] = s / a[i]![i]!;
  }
  return x;
}

/**
 * Ridge regression of the answer (±1) on the leads and, unpenalised bar `meanPenalty`, the pair's mean
 * figure (both centred over the answers and one neutral answer): what each category adds once the
 * overall figure is accounted for. Weight e^(rate × β).
 */
export function ridge(rate: number, bounds: Bounds, lambda: number, withMean: boolean, meanPenalty = 1) {
  return (answers: readonly LearningAnswer[]) => {
    const t = taught(answers);
    if (t.length === 0) return null;
    const p = CATEGORY_COUNT + (withMean ? 1 : 0);
    const rows = t.map(({ leads, mean }) => {
      const x = Array.from(leads, (l) => (Number.isNaN(l) ? 0 : l));
      if (withMean) x.push(mean);
      return x;
    });
    const ys = t.map(({ sign }) => sign);
    // Centre over the answers and a neutral one (x 0 but the mean at the answers' mean, y 0).
    const n = t.length + 1;
    const cx = new Array<number>(p).fill(0);
    for (const x of rows) for (let j = 0; j < p; j++) cx[j]! += x[j]! / n;
    if (withMean) cx[p - 1] = rows.reduce((s, x) => s + x[p - 1]!, 0) / t.length;
    const cy = ys.reduce((s, y) => s + y, 0) / n;
    const a = Array.from({ length: p }, (_, i) =>
      Array.from({ length: p }, (_, j) => (i === j ? (withMean && i === p - 1 ? meanPenalty : lambda) : 0)),
    );
    const b = new Array<number>(p).fill(0);
    rows.forEach((x, r) => {
      const y = ys[r]! - cy;
      for (let i = 0; i < p; i++) {
        const xi = x[i]! - cx[i]!;
        b[i]! += xi * y;
        for (let j = 0; j < p; j++) a[i]![j]! += xi * (x[j]! - cx[j]!);
      }
    });
    const beta = solve(a, b);
    const ex = new Float64Array(CATEGORY_COUNT);
    const seen = new Uint8Array(CATEGORY_COUNT);
    for (const { leads } of t) for (let c = 0; c < CATEGORY_COUNT; c++) if (!Number.isNaN(leads[c]!)) seen[c] = 1;
    for (let c = 0; c < CATEGORY_COUNT; c++) ex[c] = seen[c] ? rate * beta[c]! : 0;
    return within(ex, bounds, false);
  };
}
