import { INTERESTS } from '../../interests';
import { frenchSpaces } from '../../typography';
import { FALLBACK_OPENERS, INTEREST_LEADS, INTEREST_QUESTIONS } from './by-interest';
import { OPENERS_BY_QUESTION } from './by-question';

/*
 * First words (issue #27): three questions a member could send as a first message, made from the
 * same choice as « Pourquoi vous deux ? » (the agreements, the difference, the shared interests), so
 * that a sensitive question is never used unless the reasons could name it (both consents). Kinds
 * alternate (an agreement, an interest, the difference, then the rest), generic questions fill up,
 * and the choice depends on the reasons alone: the same three on every load and on both sides.
 */

/** How many openers a pair gets. */
export const OPENER_COUNT = 3;

/** What the openers are made of: the reasons as chosen on the server, by question id. */
export interface OpenerSources {
  /** Question ids of the agreements, strongest first. */
  agreements: readonly string[];
  /** Question id of the difference to talk about, or null. */
  difference: string | null;
  /** Catalogue names of the interests both chose. */
  sharedInterests: readonly string[];
}

const categoryOfInterest = new Map(
  Object.entries(INTERESTS).flatMap(([category, names]) => names.map((name) => [name, category] as const)),
);

/** FNV-1a: a fixed number for a text, the same in every process. */
function hashOf(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pick<T>(list: readonly T[], seed: string): T {
  return list[hashOf(seed) % list.length] as T;
}

function questionOpener(questionId: string, side: 'agree' | 'differ'): string | null {
  if (!Object.hasOwn(OPENERS_BY_QUESTION, questionId)) return null;
  return OPENERS_BY_QUESTION[questionId]?.[side] ?? null;
}

function interestOpener(interest: string, seed: string): string | null {
  const category = categoryOfInterest.get(interest);
  const question = category === undefined ? undefined : INTEREST_QUESTIONS[category];
  if (question === undefined) return null;
  // The catalogue's straight apostrophes (stored names) take their typographic form in a sentence.
  const named = interest.replaceAll("'", '’');
  return pick(INTEREST_LEADS, `${seed}|${interest}`).replace('{x}', named) + question;
}

/** The three openers for a pair, in French typography; always three, all different. */
export function sayOpeners(sources: OpenerSources): string[] {
  const seed = JSON.stringify(sources);
  const agreements = sources.agreements.map((id) => questionOpener(id, 'agree'));
  const interests = sources.sharedInterests.map((name) => interestOpener(name, seed));
  const difference = sources.difference === null ? null : questionOpener(sources.difference, 'differ');
  const candidates: (string | null)[] = [agreements[0] ?? null, interests[0] ?? null, difference];
  const longest = Math.max(agreements.length, interests.length);
  for (let i = 1; i < longest; i++) candidates.push(agreements[i] ?? null, interests[i] ?? null);
  // The generic ones follow, from a place of their list fixed for the pair.
  const start = hashOf(seed) % FALLBACK_OPENERS.length;
  for (let i = 0; i < FALLBACK_OPENERS.length; i++) {
    candidates.push(FALLBACK_OPENERS[(start + i) % FALLBACK_OPENERS.length] ?? null);
  }
  const openers: string[] = [];
  for (const candidate of candidates) {
    if (openers.length === OPENER_COUNT) break;
    if (candidate !== null && !openers.includes(candidate)) openers.push(candidate);
  }
  return openers.map(frenchSpaces);
}
