import type { RangeAnswer, RangeQuestion, SliderQuestion } from './types';

/** PRODUCT §9: a km slider reads '100 km+' from 101 on (the distance slider's "no limit"). */
const KM_OPEN_FROM = 101;
/** PRODUCT §9: a k€ value of 200 (the range's top) reads '200 k€+'. */
const KEUR_OPEN_FROM = 200;

/**
 * How a slider value or a range bound reads next to its track: '35 km', '100 km+', '45 k€', '200 k€+',
 * '70 %', or the bare number when the question has no unit.
 */
export function formatAnswerValue(question: SliderQuestion | RangeQuestion, value: number): string {
  const rounded = Math.round(value);
  switch (question.unit) {
    case 'km':
      return rounded >= KM_OPEN_FROM ? '100 km+' : `${rounded} km`;
    case 'k€':
      return rounded >= KEUR_OPEN_FROM ? `${KEUR_OPEN_FROM} k€+` : `${rounded} k€`;
    case '%':
      return `${rounded} %`;
    default:
      return String(rounded);
  }
}

/** A range answer as one caption: '30 k€ – 200 k€+'. */
export function formatRangeAnswer(question: RangeQuestion, answer: RangeAnswer): string {
  return `${formatAnswerValue(question, answer.min)} – ${formatAnswerValue(question, answer.max)}`;
}
