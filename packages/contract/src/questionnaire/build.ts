import {
  type AnswerUnit,
  type MultipleChoiceQuestion,
  type QuestionCategoryId,
  RANGE_MAX,
  RANGE_MIN,
  type RangeQuestion,
  type RankQuestion,
  type SingleChoiceQuestion,
  SLIDER_DEFAULT_MAX,
  type SliderQuestion,
} from './types';

interface SliderSpec {
  left: string;
  right: string;
  maxRange?: number;
  unit?: AnswerUnit;
}

interface RangeSpec {
  left: string;
  right: string;
  unit?: AnswerUnit;
}

interface SingleSpec {
  ordered?: boolean;
  offScale?: readonly string[];
}

interface MultipleSpec {
  maxChoices?: number;
  exclusiveOptions?: readonly string[];
}

/**
 * Builders that fill in a category's questions with the defaults of PRODUCT §3/§9, so each data file reads
 * as a list of wordings. A slider with a unit shows its value (the number means something); an opinion
 * slider between two poles does not (a '63' on an agreement scale means nothing to anyone).
 */
export function questionBuilders(category: QuestionCategoryId) {
  return {
    slider: (id: string, text: string, spec: SliderSpec): SliderQuestion => ({
      id,
      text,
      category,
      type: 'slider',
      maxRange: spec.maxRange ?? SLIDER_DEFAULT_MAX,
      ...(spec.unit ? { unit: spec.unit } : {}),
      leftLabel: spec.left,
      rightLabel: spec.right,
      valuePosition: spec.unit !== undefined,
      displayCursorValue: spec.unit !== undefined,
    }),
    range: (id: string, text: string, spec: RangeSpec): RangeQuestion => ({
      id,
      text,
      category,
      type: 'range',
      min: RANGE_MIN,
      max: RANGE_MAX,
      ...(spec.unit ? { unit: spec.unit } : {}),
      leftLabel: spec.left,
      rightLabel: spec.right,
    }),
    single: (
      id: string,
      text: string,
      options: readonly string[],
      spec: SingleSpec = {},
    ): SingleChoiceQuestion => ({
      id,
      text,
      category,
      type: 'single',
      multiple: false,
      options,
      ordered: spec.ordered ?? false,
      ...(spec.offScale ? { offScale: spec.offScale } : {}),
    }),
    multiple: (
      id: string,
      text: string,
      options: readonly string[],
      spec: MultipleSpec = {},
    ): MultipleChoiceQuestion => ({
      id,
      text,
      category,
      type: 'multiple',
      multiple: true,
      options,
      ...spec,
    }),
    rank: (id: string, text: string, options: readonly string[]): RankQuestion => ({
      id,
      text,
      category,
      type: 'rank',
      options,
    }),
  };
}
