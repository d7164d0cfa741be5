import type { AnswerValue, Question } from '../types';
import {
  optionOf,
  optionsOf,
  rangeOf,
  SLIDER_APART,
  scalePosition,
  sliderPosition,
  type Zone,
  zoneOf,
} from './answers';
import { fill, joinWithEt } from './grammar';
import type { MultiplePhrasing, Phrasing, RangePhrasing, RankPhrasing, SinglePhrasing } from './phrasing';

/*
 * From two answers to the template that says them: an agreement's template (the pair's voice) or a
 * difference's two stances (the other's, then the viewer's). Null when there is nothing to say.
 */

/** A difference: what each one holds, said of him or her, and the context that opens the sentence. */
export interface DifferenceParts {
  intro: string;
  other: string;
  viewer: string;
}

/** At most this many options named in one sentence: more would read as a list, not a reason. */
const MOST_NAMED = 3;
/** In a difference, each side names at most this many of its own options. */
const MOST_NAMED_EACH = 2;
/** Ranks within this many places from the top count as « near the top » (0 is first). */
const NEAR_TOP = 2;
/** Two ordered options at least this close on their scale agree (as the compatibility judges them). */
const CLOSE_ON_SCALE = 0.75;

function rangeZone(phrasing: RangePhrasing, centre: number): Zone {
  return zoneOf(centre, phrasing.cuts);
}

function named(items: Readonly<Record<string, string>>, options: readonly string[], most: number): string {
  return joinWithEt(options.slice(0, most).map((option) => items[option] ?? option));
}

/** The options in the question's order (the same sentence whichever way round the answers come). */
function inQuestionOrder(question: Question, options: Iterable<string>): string[] {
  const chosen = new Set(options);
  return 'options' in question ? question.options.filter((option) => chosen.has(option)) : [];
}

function singleAgreement(phrasing: SinglePhrasing, a: string, b: string): string | null {
  if (a === b) return phrasing.agree[a] ?? null;
  const group = phrasing.near?.find((near) => near.options.includes(a) && near.options.includes(b));
  return group?.text ?? null;
}

function multipleAgreement(phrasing: MultiplePhrasing, question: Question, a: string[], b: string[]) {
  const shared = inQuestionOrder(
    question,
    a.filter((option) => b.includes(option)),
  );
  if (shared.length === 0) return null;
  const alone = shared.length === 1 ? phrasing.alone?.[shared[0] as string] : undefined;
  if (alone) return alone.agree;
  return fill(phrasing.agree, 'list', named(phrasing.items, shared, MOST_NAMED));
}

function rankAgreement(phrasing: RankPhrasing, question: Question, a: string[], b: string[]): string | null {
  if (a[0] === b[0]) return fill(phrasing.first, 'x', phrasing.items[a[0] as string] ?? '');
  const options = 'options' in question ? question.options : [];
  let best: string | null = null;
  let bestKey = Number.POSITIVE_INFINITY;
  for (const option of options) {
    const pa = a.indexOf(option);
    const pb = b.indexOf(option);
    if (pa < 0 || pb < 0) continue;
    // The lower of the two places first, then their sum: the priority both put highest.
    const key = Math.max(pa, pb) * 100 + pa + pb;
    if (key < bestKey) {
      best = option;
      bestKey = key;
    }
  }
  if (best === null || Math.max(a.indexOf(best), b.indexOf(best)) > NEAR_TOP) return null;
  return fill(phrasing.top, 'x', phrasing.items[best] ?? '');
}

/** The agreement's template, with its options filled in; null when there is nothing to say. */
export function agreementTemplate(
  phrasing: Phrasing,
  question: Question,
  viewer: AnswerValue,
  other: AnswerValue,
): string | null {
  switch (phrasing.kind) {
    case 'slider': {
      const a = sliderPosition(question, viewer);
      const b = sliderPosition(question, other);
      return a === null || b === null ? null : phrasing.agree[zoneOf((a + b) / 2)];
    }
    case 'range': {
      const a = rangeOf(viewer);
      const b = rangeOf(other);
      if (a === null || b === null) return null;
      const low = Math.max(a.min, b.min);
      const high = Math.min(a.max, b.max);
      // What their overlap says; ranges that miss each other meet between their centres.
      const centre = low <= high ? (low + high) / 2 : (a.min + a.max + b.min + b.max) / 4;
      return phrasing.agree[rangeZone(phrasing, centre)];
    }
    case 'single': {
      const a = optionOf(question, viewer);
      const b = optionOf(question, other);
      return a === null || b === null ? null : singleAgreement(phrasing, a, b);
    }
    case 'multiple': {
      const a = optionsOf(question, viewer);
      const b = optionsOf(question, other);
      return a === null || b === null ? null : multipleAgreement(phrasing, question, a, b);
    }
    case 'rank': {
      const a = optionsOf(question, viewer);
      const b = optionsOf(question, other);
      return a === null || b === null ? null : rankAgreement(phrasing, question, a, b);
    }
  }
}

function stanceOfSet(phrasing: MultiplePhrasing, options: string[]): string {
  const alone = options.length === 1 ? phrasing.alone?.[options[0] as string] : undefined;
  return alone
    ? alone.stance
    : fill(phrasing.stance, 'list', named(phrasing.items, options, MOST_NAMED_EACH));
}

function singleDifference(phrasing: SinglePhrasing, question: Question, viewer: string, other: string) {
  if (phrasing.stance === null || viewer === other) return null;
  const a = scalePosition(question, viewer);
  const b = scalePosition(question, other);
  if (a !== null && b !== null && 1 - Math.abs(a - b) >= CLOSE_ON_SCALE) return null;
  const otherStance = phrasing.stance[other];
  const viewerStance = phrasing.stance[viewer];
  return otherStance && viewerStance ? { other: otherStance, viewer: viewerStance } : null;
}

function differenceStances(
  phrasing: Phrasing,
  question: Question,
  viewer: AnswerValue,
  other: AnswerValue,
): { other: string; viewer: string } | null {
  switch (phrasing.kind) {
    case 'slider': {
      const a = sliderPosition(question, viewer);
      const b = sliderPosition(question, other);
      if (a === null || b === null || Math.abs(a - b) < SLIDER_APART) return null;
      const [za, zb] = [zoneOf(a), zoneOf(b)];
      return za === zb ? null : { other: phrasing.stance[zb], viewer: phrasing.stance[za] };
    }
    case 'range': {
      const a = rangeOf(viewer);
      const b = rangeOf(other);
      if (a === null || b === null) return null;
      const za = rangeZone(phrasing, (a.min + a.max) / 2);
      const zb = rangeZone(phrasing, (b.min + b.max) / 2);
      return za === zb ? null : { other: phrasing.stance[zb], viewer: phrasing.stance[za] };
    }
    case 'single': {
      const a = optionOf(question, viewer);
      const b = optionOf(question, other);
      return a === null || b === null ? null : singleDifference(phrasing, question, a, b);
    }
    case 'multiple': {
      const a = optionsOf(question, viewer);
      const b = optionsOf(question, other);
      if (a === null || b === null) return null;
      const viewerOnly = inQuestionOrder(
        question,
        a.filter((option) => !b.includes(option)),
      );
      const otherOnly = inQuestionOrder(
        question,
        b.filter((option) => !a.includes(option)),
      );
      // One choice inside the other's is not a difference worth raising.
      if (viewerOnly.length === 0 || otherOnly.length === 0) return null;
      return { other: stanceOfSet(phrasing, otherOnly), viewer: stanceOfSet(phrasing, viewerOnly) };
    }
    case 'rank': {
      const a = optionsOf(question, viewer);
      const b = optionsOf(question, other);
      if (a === null || b === null || a[0] === b[0]) return null;
      return {
        other: fill(phrasing.stance, 'x', phrasing.items[b[0] as string] ?? ''),
        viewer: fill(phrasing.stance, 'x', phrasing.items[a[0] as string] ?? ''),
      };
    }
  }
}

/** The difference's parts, with their options filled in; null when there is no difference to raise. */
export function differenceParts(
  phrasing: Phrasing,
  question: Question,
  viewer: AnswerValue,
  other: AnswerValue,
): DifferenceParts | null {
  const stances = differenceStances(phrasing, question, viewer, other);
  return stances === null ? null : { intro: phrasing.intro ?? '', ...stances };
}
