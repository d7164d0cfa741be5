/**
 * The shape of the 58 questions of the personality questionnaire (PRODUCT §2.4, §3, §9).
 * The questions themselves live in ./questions, one file per affinity category.
 */

/** The six affinity categories of PRODUCT §2.6, in the order the affinity bars show them. */
export const QUESTION_CATEGORIES = [
  { id: 'communication', label: 'Connexion émotionnelle et communication', shortLabel: 'Communication' },
  { id: 'values', label: 'Valeurs, ambitions et projets de vie', shortLabel: 'Valeurs et projets' },
  { id: 'intimacy', label: 'Attirance, intimité et compatibilité', shortLabel: 'Attirance et intimité' },
  { id: 'social', label: 'Identité sociale et relations extérieures', shortLabel: 'Vie sociale' },
  { id: 'daily', label: 'Vie quotidienne et gestion des finances', shortLabel: 'Quotidien et finances' },
  { id: 'spirituality', label: 'Spiritualité et philosophie de vie', shortLabel: 'Spiritualité' },
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
export type QuestionCategoryId = QuestionCategory['id'];
export const QUESTION_CATEGORY_IDS = QUESTION_CATEGORIES.map((category) => category.id);

export const QUESTION_TYPES = ['slider', 'range', 'single', 'multiple', 'rank'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Units of PRODUCT §9; how each one reads is `formatAnswerValue`'s business. */
export const ANSWER_UNITS = ['km', 'k€', '%'] as const;
export type AnswerUnit = (typeof ANSWER_UNITS)[number];

/** PRODUCT §3/§9: a slider goes from 0 to maxRange, 100 unless the question says otherwise. */
export const SLIDER_DEFAULT_MAX = 100;
/** PRODUCT §9: every range slider spans 0 to 200 and keeps its two thumbs at least 1 apart. */
export const RANGE_MIN = 0;
export const RANGE_MAX = 200;
export const RANGE_MIN_GAP = 1;

interface QuestionBase {
  /** Stable slug: code and tests refer to a question by it, never by its wording. */
  readonly id: string;
  /** The wording shown, already trimmed: answers are stored under it (PRODUCT §3). */
  readonly text: string;
  readonly category: QuestionCategoryId;
}

/** One value from 0 to maxRange, between two labelled poles. */
export interface SliderQuestion extends QuestionBase {
  readonly type: 'slider';
  readonly maxRange: number;
  readonly unit?: AnswerUnit;
  readonly leftLabel: string;
  readonly rightLabel: string;
  /** Write the formatted value as a caption under the track (unit sliders, where the number means something). */
  readonly valuePosition: boolean;
  /** Show the formatted value in a bubble over the thumb while it moves. */
  readonly displayCursorValue: boolean;
}

/** An interval {min, max} within 0–200 (PRODUCT §9). */
export interface RangeQuestion extends QuestionBase {
  readonly type: 'range';
  readonly min: typeof RANGE_MIN;
  readonly max: typeof RANGE_MAX;
  readonly unit?: AnswerUnit;
  readonly leftLabel: string;
  readonly rightLabel: string;
}

/** Exactly one option. */
export interface SingleChoiceQuestion extends QuestionBase {
  readonly type: 'single';
  readonly multiple: false;
  readonly options: readonly string[];
  /**
   * The options form a scale in the order given (e.g. education levels), so two neighbouring answers
   * are closer than two distant ones. Options listed in `offScale` sit outside that scale.
   */
  readonly ordered: boolean;
  readonly offScale?: readonly string[];
}

/** One or more distinct options. */
export interface MultipleChoiceQuestion extends QuestionBase {
  readonly type: 'multiple';
  readonly multiple: true;
  readonly options: readonly string[];
  /** At most this many options (every option when absent). */
  readonly maxChoices?: number;
  /** Options that can only be chosen alone ('Aucun…'). */
  readonly exclusiveOptions?: readonly string[];
}

/** Every option, ordered from the most to the least important for the person. */
export interface RankQuestion extends QuestionBase {
  readonly type: 'rank';
  readonly options: readonly string[];
}

export type Question =
  | SliderQuestion
  | RangeQuestion
  | SingleChoiceQuestion
  | MultipleChoiceQuestion
  | RankQuestion;

export type ChoiceQuestion = SingleChoiceQuestion | MultipleChoiceQuestion;

/** PRODUCT §3: a range answer. */
export interface RangeAnswer {
  min: number;
  max: number;
}

/** Slider: a number; range: {min, max}; single: the option text; multiple and rank: option texts. */
export type AnswerValue = number | RangeAnswer | string | string[];

/** PRODUCT §3: the answers, keyed by the trimmed question text. */
export type PersonalityAnswers = Record<string, AnswerValue>;
