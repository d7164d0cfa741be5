import type { AnswerValue, Question, RangeAnswer } from '../types';

/*
 * Reading two answers as the phrasings need them. Anything that does not fit the question (a wrong type,
 * an unknown option) reads as null: the caller then has nothing to say, never an error.
 */

/** Which part of a scale a position in [0, 1] falls in. */
export type Zone = 'left' | 'middle' | 'right';

/** The middle third, a little wide: a thumb left at the centre reads as neither side. */
const LEFT_BELOW = 0.35;
const RIGHT_ABOVE = 0.65;

/** Two slider positions this far apart (a quarter of the track) are different, closer they agree. */
export const SLIDER_APART = 0.25;

export function zoneOf(position: number, cuts: readonly [number, number] = [LEFT_BELOW, RIGHT_ABOVE]): Zone {
  if (position < cuts[0]) return 'left';
  if (position > cuts[1]) return 'right';
  return 'middle';
}

/** A slider answer as a position in [0, 1], or null. */
export function sliderPosition(question: Question, answer: AnswerValue): number | null {
  if (question.type !== 'slider' || typeof answer !== 'number' || !Number.isFinite(answer)) return null;
  return Math.min(1, Math.max(0, answer / question.maxRange));
}

/** A range answer, or null. */
export function rangeOf(answer: AnswerValue): RangeAnswer | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const { min, max } = answer;
  return Number.isFinite(min) && Number.isFinite(max) && min <= max ? { min, max } : null;
}

/** A single answer that is one of the options, or null. */
export function optionOf(question: Question, answer: AnswerValue): string | null {
  if (!('options' in question) || typeof answer !== 'string') return null;
  return question.options.includes(answer) ? answer : null;
}

/** Multiple or rank answers, each one of the options and none twice, or null. */
export function optionsOf(question: Question, answer: AnswerValue): string[] | null {
  if (!('options' in question) || !Array.isArray(answer) || answer.length === 0) return null;
  if (new Set(answer).size !== answer.length) return null;
  return answer.every((option) => question.options.includes(option)) ? answer : null;
}

/**
 * The position of an ordered single answer on its scale in [0, 1] (as the compatibility reads it), or
 * null for an option off the scale or a question without order.
 */
export function scalePosition(question: Question, option: string): number | null {
  if (question.type !== 'single' || !question.ordered) return null;
  const scale = question.options.filter((candidate) => !question.offScale?.includes(candidate));
  const index = scale.indexOf(option);
  return index < 0 ? null : index / (scale.length - 1 || 1);
}
