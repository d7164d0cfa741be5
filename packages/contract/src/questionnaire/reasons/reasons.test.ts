import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../questions';
import { SENSITIVE_QUESTION_IDS } from '../sensitive';
import type { AnswerValue, Question } from '../types';
import { type PairGenders, sayAgreement, sayDifference } from './index';
import { REASON_PHRASINGS } from './phrasings';
import { ALL_PAIRS, distantAnswers, sampleAnswers } from './samples';

/*
 * « Pourquoi vous deux ? » (issue #26): every question says an agreement and, where it may, a difference,
 * in well-formed French for the four pairs of genders.
 */

/** Questions whose agreement is never said, and why. */
const NO_AGREEMENT: Readonly<Record<string, string>> = {
  situation:
    'a civil status says nothing of getting along (no weight in the compatibility); a shared divorce or loss is no reason to meet',
};

/** Questions whose difference is never raised, and why. */
const NO_DIFFERENCE: Readonly<Record<string, string>> = {
  'enfants-actuels': 'children one has are a life, not a view to set against another',
  'niveau-etudes': 'two levels of education set side by side rank the two people',
  situation: 'a past marriage or a loss is nobody’s topic to raise for them',
  'position-politique': 'would disclose the other’s opinion to someone who does not share it',
  religion: 'would name the other’s faith to someone who does not share it',
};

/** The problems of a sentence, [] when it is well formed. */
function problems(sentence: string): string[] {
  const found: string[] = [];
  if (!/^[A-ZÀ-Ý]/.test(sentence)) found.push('no capital first');
  if (!/[.?]$/.test(sentence)) found.push('no final . or ?');
  if (/[{}[\]^|]/.test(sentence)) found.push('a template token left');
  if (/undefined|null|NaN|\bobject\b/.test(sentence)) found.push('a value printed');
  if (/ {2}|\s[,.]|,,/.test(sentence)) found.push('spacing');
  if (/ [:;!?»]|« /.test(sentence)) found.push('a plain space where a no-break one belongs');
  if (/[^\u00a0][:;!?]/.test(sentence)) found.push('no space before : ; ! ?');
  if (sentence.includes("'")) found.push('a straight apostrophe');
  if (/\b(de|à) (le|les) /.test(sentence)) found.push('a contraction missed');
  if (/\bde [aeiouéè]/i.test(sentence)) found.push('an elision missed');
  return found;
}

function expectWellFormed(sentence: string, context: string): void {
  expect(problems(sentence), `${context}: ${sentence}`).toEqual([]);
}

function expectGenders(sentence: string, pair: PairGenders, context: string): void {
  const bothWomen = pair.viewer === 'female' && pair.other === 'female';
  const where = `${context}, ${pair.viewer}/${pair.other}: ${sentence}`;
  if (bothWomen) expect(sentence, where).not.toMatch(/tous les deux|\bl’un\b/);
  else expect(sentence, where).not.toMatch(/toutes les deux|\bl’une\b/);
}

describe('REASON_PHRASINGS', () => {
  it('has one phrasing of the right kind for each of the 58 questions, covering every option', () => {
    expect(Object.keys(REASON_PHRASINGS).sort()).toEqual(QUESTIONS.map((question) => question.id).sort());
    for (const question of QUESTIONS) {
      const phrasing = REASON_PHRASINGS[question.id];
      expect(phrasing?.kind, question.id).toBe(question.type);
      if (phrasing?.kind === 'single' && 'options' in question) {
        expect(Object.keys(phrasing.agree).sort(), question.id).toEqual([...question.options].sort());
        if (phrasing.stance)
          expect(Object.keys(phrasing.stance).sort()).toEqual([...question.options].sort());
        for (const near of phrasing.near ?? [])
          for (const option of near.options) expect(question.options).toContain(option);
      }
      if ((phrasing?.kind === 'multiple' || phrasing?.kind === 'rank') && 'options' in question) {
        expect(Object.keys(phrasing.items).sort(), question.id).toEqual([...question.options].sort());
      }
    }
  });
});

describe('sayAgreement', () => {
  it('says a well-formed sentence on identical answers, for every question, option and pair', () => {
    let said = 0;
    for (const question of QUESTIONS) {
      for (const answer of sampleAnswers(question)) {
        for (const pair of ALL_PAIRS) {
          const sentence = sayAgreement(question.id, answer, answer, pair);
          if (question.id in NO_AGREEMENT) {
            expect(sentence, question.id).toBeNull();
            continue;
          }
          const context = `${question.id} ${JSON.stringify(answer)}`;
          expect(sentence, context).not.toBeNull();
          expectWellFormed(sentence as string, context);
          expectGenders(sentence as string, pair, context);
          said++;
        }
      }
    }
    expect(said).toBeGreaterThan(600);
  });

  it('says « toutes les deux » for two women and « tous les deux » otherwise, with agreeing adjectives', () => {
    const ready = ['Oui, sans hésiter'];
    const men = sayAgreement('carriere-famille', ready[0] as string, ready[0] as string, {
      viewer: 'male',
      other: 'male',
    });
    expect(men).toBe(
      'Vous seriez tous les deux prêts, sans hésiter, à mettre votre carrière entre parenthèses pour votre famille.',
    );
    expect(
      sayAgreement('carriere-famille', 'Oui, sans hésiter', 'Oui, sans hésiter', {
        viewer: 'female',
        other: 'male',
      }),
    ).toBe(men);
    expect(
      sayAgreement('carriere-famille', 'Oui, sans hésiter', 'Oui, sans hésiter', {
        viewer: 'female',
        other: 'female',
      }),
    ).toBe(
      'Vous seriez toutes les deux prêtes, sans hésiter, à mettre votre carrière entre parenthèses pour votre famille.',
    );
    expect(sayAgreement('tabac', 'Non, jamais', 'Non, jamais', { viewer: 'female', other: 'female' })).toBe(
      'Vous n’avez jamais fumé, ni l’une ni l’autre.',
    );
    expect(sayAgreement('rythme-journee', 90, 80, { viewer: 'male', other: 'female' })).toBe(
      'Vous êtes tous les deux plutôt du soir.',
    );
  });

  it('says what close answers share: neighbouring options, the shared options, the top priority', () => {
    const pair: PairGenders = { viewer: 'male', other: 'female' };
    expect(
      sayAgreement(
        'projet-enfants',
        "Oui, c'est un projet important pour moi",
        "Oui, mais ce n'est pas une priorité",
        pair,
      ),
    ).toBe('Vous voulez tous les deux des enfants un jour.');
    expect(sayAgreement('position-politique', 'À gauche', 'Au centre', pair)).toBe(
      'Vous vous situez tous les deux entre la gauche et le centre.',
    );
    expect(sayAgreement('niveau-etudes', 'BAC+3', 'BAC+4', pair)).toBe(
      'Vous avez tous les deux des parcours d’études comparables.',
    );
    expect(sayAgreement('niveau-etudes', "Jusqu'à BAC+2", 'BAC+8', pair)).toBeNull();
    expect(
      sayAgreement(
        'valeurs-essentielles',
        ["L'honnêteté", 'La liberté'],
        ["L'honnêteté", 'La curiosité'],
        pair,
      ),
    ).toBe('Vous placez tous les deux l’honnêteté avant tout.');
    expect(
      sayAgreement(
        'piliers-relation',
        [
          'La complicité',
          'La confiance',
          'La tendresse',
          "L'admiration mutuelle",
          "L'humour partagé",
          'Le respect de la liberté de chacun',
        ],
        [
          'La confiance',
          'La tendresse',
          'La complicité',
          "L'admiration mutuelle",
          "L'humour partagé",
          'Le respect de la liberté de chacun',
        ],
        pair,
      ),
    ).toBe('Vous comptez tous les deux la confiance parmi les piliers d’une relation.');
    expect(sayAgreement('invites-fete', { min: 10, max: 30 }, { min: 0, max: 25 }, pair)).toBe(
      'Pour célébrer votre union, vous imaginez tous les deux une fête en petit comité.',
    );
  });

  it('says nothing on answers that share nothing, or that are not answers to the question', () => {
    const pair: PairGenders = { viewer: 'male', other: 'male' };
    expect(sayAgreement('week-ends', ['Entre amis'], ['En famille'], pair)).toBeNull();
    expect(sayAgreement('religion', 'Catholique', 'Athée', pair)).toBeNull();
    expect(sayAgreement('pas-une-question', 1, 1, pair)).toBeNull();
    expect(sayAgreement('rythme-journee', 'Lève-tôt', 'Lève-tôt', pair)).toBeNull();
    expect(sayAgreement('tabac', 'Parfois', 'Parfois', pair)).toBeNull();
    expect(sayAgreement('week-ends', ['Entre amis', 'Entre amis'], ['Entre amis'], pair)).toBeNull();
    expect(sayAgreement('invites-fete', { min: 50, max: 10 }, { min: 0, max: 30 }, pair)).toBeNull();
  });
});

describe('sayDifference', () => {
  it('says kindly, or leaves unsaid for a listed question, the most distant answers of every question', () => {
    let said = 0;
    for (const question of QUESTIONS) {
      for (const [viewer, other] of distantAnswers(question)) {
        for (const pair of ALL_PAIRS) {
          const sentence = sayDifference(question.id, viewer, other, pair);
          const context = `${question.id} ${JSON.stringify(viewer)} / ${JSON.stringify(other)}`;
          if (question.id in NO_DIFFERENCE) {
            expect(sentence, context).toBeNull();
            continue;
          }
          if (sentence === null) continue;
          expectWellFormed(sentence, context);
          expect(sentence, context).toMatch(/, vous .+\u00a0: .+\u00a0\?$/);
          // The other member in the third person, after their gender.
          const [subject, notSubject] = pair.other === 'female' ? ['elle', 'il'] : ['il', 'elle'];
          expect(sentence, `${context}, ${pair.other}`).toMatch(new RegExp(`(^|, )${subject} `, 'i'));
          expect(sentence, `${context}, ${pair.other}`).not.toMatch(new RegExp(`(^|, )${notSubject} `, 'i'));
          said++;
        }
      }
    }
    expect(said).toBeGreaterThan(1000);
  });

  it('raises the poles of every slider, range and ranking outside the listed questions', () => {
    for (const question of QUESTIONS) {
      if (
        question.id in NO_DIFFERENCE ||
        (question.type !== 'slider' && question.type !== 'rank' && question.type !== 'range')
      )
        continue;
      const [viewer, other] = distantAnswers(question)[0] as [AnswerValue, AnswerValue];
      expect(
        sayDifference(question.id, viewer, other, { viewer: 'male', other: 'female' }),
        question.id,
      ).not.toBeNull();
    }
  });

  it('agrees the viewer’s words with the viewer, the other’s with the other', () => {
    expect(sayDifference('rythme-journee', 0, 100, { viewer: 'male', other: 'female' })).toMatch(
      /^Elle est plutôt du soir, vous plutôt du matin\u00a0: .+\u00a0\?$/,
    );
    expect(sayDifference('demenagement-distance', 101, 0, { viewer: 'female', other: 'male' })).toMatch(
      /^Il tient à rester près de chez lui, vous êtes prête à déménager aussi loin qu’il le faudra\u00a0: /,
    );
    expect(sayDifference('demenagement-distance', 0, 101, { viewer: 'male', other: 'female' })).toMatch(
      /^Elle est prête à déménager aussi loin qu’il le faudra, vous tenez à rester près de chez vous\u00a0: /,
    );
    expect(sayDifference('recharger-batteries', 100, 0, { viewer: 'female', other: 'female' })).toMatch(
      /^Après une semaine chargée, elle recharge ses batteries au calme, chez elle, vous entourée de monde\u00a0: /,
    );
  });

  it('says nothing where the two answers are close or the same', () => {
    const pair: PairGenders = { viewer: 'female', other: 'male' };
    expect(sayDifference('rythme-journee', 20, 30, pair)).toBeNull();
    expect(sayDifference('tabac', 'Non, jamais', 'Non, jamais', pair)).toBeNull();
    expect(sayDifference('week-ends', ['Entre amis'], ['Entre amis', 'En famille'], pair)).toBeNull();
    expect(sayDifference('invites-fete', { min: 10, max: 30 }, { min: 0, max: 25 }, pair)).toBeNull();
  });
});

/** A valid answer to a question, generated. */
function answerOf(question: Question): fc.Arbitrary<AnswerValue> {
  switch (question.type) {
    case 'slider':
      return fc.integer({ min: 0, max: question.maxRange });
    case 'range':
      return fc
        .tuple(fc.integer({ min: 0, max: 199 }), fc.integer({ min: 1, max: 200 }))
        .map(([low, width]) => ({ min: low, max: Math.min(200, low + width) }));
    case 'single':
      return fc.constantFrom(...question.options);
    case 'multiple': {
      const free = question.options.filter((option) => !question.exclusiveOptions?.includes(option));
      return fc.uniqueArray(fc.constantFrom(...free), {
        minLength: 1,
        maxLength: question.maxChoices ?? free.length,
      });
    }
    case 'rank':
      return fc.shuffledSubarray([...question.options], { minLength: question.options.length });
  }
}

const pairOf = fc.record({
  viewer: fc.constantFrom('male' as const, 'female' as const),
  other: fc.constantFrom('male' as const, 'female' as const),
});

describe('generated answers', () => {
  const cases = fc
    .constantFrom(...QUESTIONS)
    .chain((question) => fc.tuple(fc.constant(question), answerOf(question), answerOf(question), pairOf));

  it('are always said well or not at all, the same each time, the agreement the same either way round', () => {
    fc.assert(
      fc.property(cases, ([question, a, b, pair]) => {
        const agreement = sayAgreement(question.id, a, b, pair);
        if (agreement !== null) {
          expect(problems(agreement)).toEqual([]);
          expectGenders(agreement, pair, question.id);
        }
        const swapped = { viewer: pair.other, other: pair.viewer };
        expect(sayAgreement(question.id, b, a, swapped)).toBe(agreement);
        const difference = sayDifference(question.id, a, b, pair);
        if (difference !== null) expect(problems(difference)).toEqual([]);
        expect(sayDifference(question.id, a, b, pair)).toBe(difference);
      }),
      { numRuns: 3000 },
    );
  });

  it('never says a difference on a listed question, a sensitive one included', () => {
    const listed = QUESTIONS.filter((question) => question.id in NO_DIFFERENCE);
    expect(listed.some((question) => SENSITIVE_QUESTION_IDS.includes(question.id))).toBe(true);
    fc.assert(
      fc.property(
        fc
          .constantFrom(...listed)
          .chain((question) =>
            fc.tuple(fc.constant(question), answerOf(question), answerOf(question), pairOf),
          ),
        ([question, a, b, pair]) => {
          expect(sayDifference(question.id, a, b, pair)).toBeNull();
        },
      ),
    );
  });
});
