import { describe, expect, it } from 'vitest';
import { ALL_INTERESTS, INTERESTS } from '../../interests';
import { QUESTIONS } from '../questions';
import { FALLBACK_OPENERS, INTEREST_LEADS, INTEREST_QUESTIONS } from './by-interest';
import { OPENERS_BY_QUESTION } from './by-question';
import { OPENER_COUNT, type OpenerSources, sayOpeners } from './index';

/*
 * First words (issue #27): every question and every interest has its opener, each a well-formed French
 * question to the other person, and a pair always gets three different ones, the same on every call.
 */

const NO_AGREEMENT = new Set(['situation']);
const NO_DIFFERENCE = new Set([
  'enfants-actuels',
  'niveau-etudes',
  'situation',
  'position-politique',
  'religion',
]);

/** The problems of an opener as sent, [] when it is well formed. */
function problems(opener: string): string[] {
  const found: string[] = [];
  if (!/^[A-ZÀ-Ý«]/.test(opener)) found.push('no capital first');
  if (!opener.endsWith('\u00a0?')) found.push('not a question (no « ? » after a no-break space)');
  if (/[{}[\]^|]/.test(opener)) found.push('a template token left');
  if (/undefined|null|NaN/.test(opener)) found.push('a value printed');
  if (/ {2}|\s[,.]/.test(opener)) found.push('spacing');
  if (/ [:;!?»]|« /.test(opener)) found.push('a plain space where a no-break one belongs');
  if (opener.includes("'")) found.push('a straight apostrophe');
  if (/(^|[\s’])(tu|te|ton|ta|tes|toi)(?=[\s,])/iu.test(opener)) found.push('« tu » instead of « vous »');
  return found;
}

const opener = (sources: Partial<OpenerSources>) =>
  sayOpeners({ agreements: [], difference: null, sharedInterests: [], ...sources });

describe('first words', () => {
  it('has an opener for every question, on each side the reasons may say', () => {
    for (const question of QUESTIONS) {
      const openers = OPENERS_BY_QUESTION[question.id];
      expect(openers, question.id).toBeDefined();
      expect(openers?.agree === null, `${question.id} agree`).toBe(NO_AGREEMENT.has(question.id));
      expect(openers?.differ === null, `${question.id} differ`).toBe(NO_DIFFERENCE.has(question.id));
    }
    expect(Object.keys(OPENERS_BY_QUESTION).sort()).toEqual(QUESTIONS.map((q) => q.id).sort());
  });

  it('has a question for every interest category', () => {
    expect(Object.keys(INTEREST_QUESTIONS).sort()).toEqual(Object.keys(INTERESTS).sort());
  });

  it('says every opener as a well-formed question with « vous »', () => {
    const all: string[] = [];
    for (const question of QUESTIONS) {
      all.push(...opener({ agreements: [question.id] }), ...opener({ difference: question.id }));
    }
    for (const interest of ALL_INTERESTS) all.push(...opener({ sharedInterests: [interest] }));
    for (const text of all) expect(problems(text), text).toEqual([]);
    for (const text of all) expect(text).toMatch(/(^|\P{L})(vous|votre|vos|vôtre|plutôt)(?!\p{L})/iu);
  });

  it('uses the question’s own opener first, then fills with generic ones', () => {
    const [first, ...rest] = opener({ agreements: ['rythme-journee'] });
    expect(first).toContain('même rythme');
    expect(
      rest.every((text) => FALLBACK_OPENERS.some((generic) => text.startsWith(generic.slice(0, 10)))),
    ).toBe(true);
  });

  it('alternates an agreement, an interest and the difference', () => {
    const openers = opener({
      agreements: ['rythme-journee', 'rangement'],
      difference: 'week-ends',
      sharedInterests: ['Escalade', 'Théâtre'],
    });
    expect(openers[0]).toContain('même rythme');
    expect(openers[1]).toContain('«\u00a0Escalade\u00a0»');
    expect(openers[2]).toContain('week-ends');
  });

  it('gives three different openers whatever the reasons, the same on every call', () => {
    const ids = QUESTIONS.map((question) => question.id);
    for (let i = 0; i < 200; i++) {
      const sources: OpenerSources = {
        agreements: ids.slice(i % 50, (i % 50) + (i % 4)),
        difference: i % 3 === 0 ? null : (ids[(i * 7) % ids.length] ?? null),
        sharedInterests: ALL_INTERESTS.slice(i % 90, (i % 90) + (i % 3)),
      };
      const openers = sayOpeners(sources);
      expect(openers).toHaveLength(OPENER_COUNT);
      expect(new Set(openers).size).toBe(OPENER_COUNT);
      expect(sayOpeners(structuredClone(sources))).toEqual(openers);
    }
  });

  it('never speaks of looks', () => {
    const texts = [
      ...Object.values(OPENERS_BY_QUESTION).flatMap((o) => [o.agree, o.differ]),
      ...Object.values(INTEREST_QUESTIONS),
      ...INTEREST_LEADS,
      ...FALLBACK_OPENERS,
    ].filter((text): text is string => text !== null);
    for (const text of texts)
      expect(text).not.toMatch(
        /\b(beau|belle|jolie?|photos?|yeux|sourire ravissant|physique|sexy|mignon)\b/i,
      );
  });
});
