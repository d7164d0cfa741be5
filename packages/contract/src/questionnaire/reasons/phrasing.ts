/*
 * The shape of a question's phrasings, one per question type (templates in grammar.ts's notation).
 * Agreements speak to the pair (« Vous … {tous} »); a difference's stances speak of one person in the
 * third person (« [est] plutôt du matin »), turned into « vous » for the viewer.
 */

/** One template per side of a scale and one for its middle. */
export interface Zoned {
  left: string;
  middle: string;
  right: string;
}

interface Shared {
  /** Opens a difference before the pronoun (« Après une dispute, »): the context the stances leave out. */
  readonly intro?: string;
}

/** A slider: by the side both lean to (agreement), by each one's side (difference). */
export interface SliderPhrasing extends Shared {
  readonly kind: 'slider';
  readonly agree: Zoned;
  readonly stance: Zoned;
}

/** A range: as a slider, on the range's centre; `cuts` (in the question's units) bound the middle. */
export interface RangePhrasing extends Shared {
  readonly kind: 'range';
  readonly cuts: readonly [number, number];
  readonly agree: Zoned;
  readonly stance: Zoned;
}

/** A single choice: a sentence per option; `near` for two different options that still agree. */
export interface SinglePhrasing extends Shared {
  readonly kind: 'single';
  /** The agreement on the same option; null where nothing is worth saying (then say why beside it). */
  readonly agree: Readonly<Record<string, string | null>>;
  /** Two different options both in a group agree in this sentence (the first group that fits). */
  readonly near?: readonly { readonly options: readonly string[]; readonly text: string }[];
  /** Each option's stance; null when a difference on this question is never raised (say why beside it). */
  readonly stance: Readonly<Record<string, string>> | null;
}

/** A multiple choice: the options both chose ({list}), or each one's own ({list} in the stance). */
export interface MultiplePhrasing extends Shared {
  readonly kind: 'multiple';
  /** Each option as words that fit in {list}. */
  readonly items: Readonly<Record<string, string>>;
  readonly agree: string;
  readonly stance: string;
  /** An option chosen alone ('Aucun…') says itself in its own sentence. */
  readonly alone?: Readonly<Record<string, { readonly agree: string; readonly stance: string }>>;
}

/** A ranking: the priority both put first ({x} in `first`) or near the top (`top`), or each one's first. */
export interface RankPhrasing extends Shared {
  readonly kind: 'rank';
  readonly items: Readonly<Record<string, string>>;
  readonly first: string;
  readonly top: string;
  readonly stance: string;
}

export type Phrasing = SliderPhrasing | RangePhrasing | SinglePhrasing | MultiplePhrasing | RankPhrasing;

/** Builders that add the kind, so each category file reads as a list of sentences. */
export const phrase = {
  slider: (spec: Omit<SliderPhrasing, 'kind'>): SliderPhrasing => ({ kind: 'slider', ...spec }),
  range: (spec: Omit<RangePhrasing, 'kind'>): RangePhrasing => ({ kind: 'range', ...spec }),
  single: (spec: Omit<SinglePhrasing, 'kind'>): SinglePhrasing => ({ kind: 'single', ...spec }),
  multiple: (spec: Omit<MultiplePhrasing, 'kind'>): MultiplePhrasing => ({ kind: 'multiple', ...spec }),
  rank: (spec: Omit<RankPhrasing, 'kind'>): RankPhrasing => ({ kind: 'rank', ...spec }),
};
