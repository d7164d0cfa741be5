import { BIO_MAX_LENGTH } from '@lien/contract/rules';
import {
  type BioContext,
  CHILDREN_LINES,
  CLOSERS,
  FORMAL_CLOSERS,
  type Fragment,
  g,
  OPENERS,
  WISHES,
} from './data/bio-fragments';
import { INTEREST_LINES } from './data/bio-interests';
import { chance, pick, type Random, sample, weighted } from './random';

/** One fragment that has something to say of this person. */
function say(random: Random, fragments: readonly Fragment[], c: BioContext): string | null {
  const fitting = fragments.map((fragment) => fragment(c)).filter((text): text is string => text !== null);
  return fitting.length > 0 ? pick(random, fitting) : null;
}

/** 'a, b et c'; commas only when a name has its own 'et' ('kayak et canoë'), which would blur the list. */
function joinFrench(items: readonly string[]): string {
  if (items.length <= 1 || items.some((item) => item.includes(' et '))) return items.join(', ');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr-FR') + text.slice(1);

/**
 * A French bio in one of three shapes people use: a few sentences that tell a story (the most
 * common), a short list, or two lines. About one in thirty writes nothing, so the card's 'Pas de
 * biographie.' shows up too. Never longer than the bio limit.
 */
export function writeBio(random: Random, c: BioContext, interests: readonly string[]): string {
  if (chance(random, 1 / 30)) return '';
  const shape = weighted(random, [
    ['story', 60],
    ['list', 22],
    ['short', 18],
  ] as const);
  const opener = say(random, OPENERS, c) ?? '';
  const closer = say(random, c.age >= 52 && chance(random, 0.5) ? FORMAL_CLOSERS : CLOSERS, c) ?? '';
  const children = c.children === 'none' ? null : say(random, CHILDREN_LINES[c.children], c);
  const details = sample(
    random,
    interests.filter((name) => INTEREST_LINES[name] !== undefined),
    2,
  )
    .map((name) => say(random, INTEREST_LINES[name] ?? [], c))
    .filter((text): text is string => text !== null);

  let parts: string[];
  switch (shape) {
    case 'story':
      parts = [opener, ...(children ? [children] : []), ...details.slice(0, chance(random, 0.5) ? 2 : 1)];
      return fit([parts.join(' '), closer]);
    case 'list': {
      const loves = joinFrench(sample(random, interests, 3).map(lowerFirst));
      parts = [
        `Ce qui me rend ${g(c, 'heureux', 'heureuse')} : ${loves}.`,
        `Ce que je cherche : ${pick(random, WISHES)}.`,
      ];
      return fit([...(children ? [children] : []), parts.join('\n'), closer]);
    }
    case 'short':
      return fit([details[0] ?? opener, closer]);
  }
}

/** Paragraphs joined by a blank line, dropping from the end until the bio fits. */
function fit(paragraphs: string[]): string {
  const kept = paragraphs.filter((paragraph) => paragraph.length > 0);
  while (kept.length > 1 && kept.join('\n\n').length > BIO_MAX_LENGTH) kept.pop();
  const text = kept.join('\n\n');
  return text.length > BIO_MAX_LENGTH ? text.slice(0, BIO_MAX_LENGTH) : text;
}
