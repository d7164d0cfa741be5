import type { Gender } from '../../signup-options';
import type { AnswerValue, Question } from '../types';
import type { PairGenders } from './index';

/*
 * Sample answers for the phrasing tests: every option, both poles and the middle, a few ranges and
 * orders, and the most distant pairs of answers a question allows.
 */

const GENDERS: readonly Gender[] = ['male', 'female'];

/** The four pairs of genders. */
export const ALL_PAIRS: readonly PairGenders[] = GENDERS.flatMap((viewer) =>
  GENDERS.map((other) => ({ viewer, other })),
);

/** Answers worth saying an agreement on when both give the same one. */
export function sampleAnswers(question: Question): AnswerValue[] {
  switch (question.type) {
    case 'slider':
      return [0, Math.round(question.maxRange / 2), question.maxRange, Math.round(question.maxRange / 5)];
    case 'range':
      return [
        { min: 0, max: 20 },
        { min: 40, max: 120 },
        { min: 150, max: 200 },
        { min: 0, max: 200 },
      ];
    case 'single':
      return [...question.options];
    case 'multiple': {
      const most = question.maxChoices ?? question.options.length;
      const free = question.options.filter((option) => !question.exclusiveOptions?.includes(option));
      return [
        ...question.options.map((option) => [option]),
        free.slice(0, Math.min(2, most)),
        free.slice(-Math.min(3, most)),
      ];
    }
    case 'rank':
      return question.options.map((_, shift) => [
        ...question.options.slice(shift),
        ...question.options.slice(0, shift),
      ]);
  }
}

/** Pairs of answers as far apart as the question allows (viewer's first). */
export function distantAnswers(question: Question): [AnswerValue, AnswerValue][] {
  switch (question.type) {
    case 'slider':
      return [
        [0, question.maxRange],
        [question.maxRange, 0],
        [Math.round(question.maxRange / 2), question.maxRange],
      ];
    case 'range':
      return [
        [
          { min: 0, max: 20 },
          { min: 150, max: 200 },
        ],
        [
          { min: 150, max: 200 },
          { min: 40, max: 120 },
        ],
      ];
    case 'single':
      return question.options.flatMap((a) =>
        question.options.filter((b) => b !== a).map((b): [AnswerValue, AnswerValue] => [a, b]),
      );
    case 'multiple': {
      const free = question.options.filter((option) => !question.exclusiveOptions?.includes(option));
      const pairs: [AnswerValue, AnswerValue][] = free.map((option, i) => [
        [option],
        [free[(i + 1) % free.length] as string],
      ]);
      for (const alone of question.exclusiveOptions ?? []) pairs.push([[alone], [free[0] as string]]);
      pairs.push([free.slice(0, 2), free.slice(2, 4)]);
      return pairs;
    }
    case 'rank':
      return [[[...question.options], [...question.options].reverse()]];
  }
}
