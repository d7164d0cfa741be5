import { describe, expect, it } from 'vitest';
import * as endpointsAndSchemas from './index';
import * as rules from './rules';
import * as sharedTexts from './texts';
import { frenchSpaces } from './typography';

/*
 * French typography in every text the contract exports (issue #24: « : » and « « » left alone at a
 * line's start or end on the consent screen): a no-break space (U+00A0, or the narrow U+202F) before
 * « : », « ; », « ! », « ? » and « » », and after « « », never a plain space a line could break at.
 * Functions are called with a few sample arguments, so that the texts they build are read too.
 */

/** Every export of the contract, from all its entry points. */
const contract = { ...endpointsAndSchemas, ...rules, ...sharedTexts };

const BAD_BEFORE = / [:;!?»]/;
const BAD_AFTER = /« /;

/**
 * The questionnaire's texts are the keys and values of the answers stored on every profile
 * (personality_profiles.answers): they change only with a migration of those answers, and the
 * questionnaire screen shows them through frenchSpaces (typography.ts) meanwhile.
 */
const STORED = new Set(['QUESTIONS', 'QUESTION_CATEGORIES']);

/** Sample arguments for a text function: numbers, then words, then a pair (a range). */
const SAMPLES: unknown[][] = [[2, 3, 4], ['Camille', 'Lyon', 'x'], [[18, 30], 2, 3], [1]];

function texts(value: unknown, path: string, seen: Set<unknown>, out: [string, string][]): void {
  if (typeof value === 'string') {
    out.push([path, value]);
    return;
  }
  if (typeof value === 'function') {
    for (const args of SAMPLES) {
      try {
        const result: unknown = value(...args);
        if (typeof result === 'string') out.push([`${path}(${args.join(', ')})`, result]);
      } catch {
        // A function that wants other arguments (or is no text at all): its texts are read elsewhere.
      }
    }
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  // zod schemas and other class instances hold no member-facing text of their own.
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return;
  for (const [key, child] of Object.entries(value)) texts(child, `${path}.${key}`, seen, out);
}

describe('French typography of the contract’s texts', () => {
  it('puts a no-break space, never a plain one, before : ; ! ? » and after «', () => {
    const out: [string, string][] = [];
    const seen = new Set<unknown>();
    for (const [name, value] of Object.entries(contract)) {
      if (STORED.has(name)) seen.add(value);
      else texts(value, name, seen, out);
    }
    expect(out.length).toBeGreaterThan(300);
    const wrong = out.filter(([, text]) => BAD_BEFORE.test(text) || BAD_AFTER.test(text));
    expect(wrong.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });
});

describe('frenchSpaces', () => {
  it('puts no-break spaces where French typography wants them, and leaves the rest', () => {
    expect(frenchSpaces('Avez-vous des enfants ?')).toBe('Avez-vous des enfants\u00a0?');
    expect(frenchSpaces('Économe : je mets de côté « un peu » !')).toBe(
      'Économe\u00a0: je mets de côté «\u00a0un peu\u00a0»\u00a0!',
    );
    expect(frenchSpaces('/videoCall?userId=3 et 14:00')).toBe('/videoCall?userId=3 et 14:00');
  });
});
