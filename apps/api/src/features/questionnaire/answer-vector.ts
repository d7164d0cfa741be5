import {
  type AnswerValue,
  isSensitiveQuestion,
  type PersonalityAnswers,
  QUESTIONS,
  type Question,
} from '@lien/contract/rules';

/**
 * Each member's answers as one Float32Array, computed once at upload and kept in a database column
 * (`encodeAnswerVector`, about half a kilobyte), so the deck scores hundreds of candidates without
 * reparsing anyone's answers. Every question owns a fixed slice of the vector:
 *
 * - slider: 1 slot, value / maxRange;
 * - range: 2 slots, min / 200 and max / 200 (centre and width follow from them; keeping the ends
 *   exact makes identical answers overlap exactly);
 * - single, options in no order: 1 slot, option index / (options - 1), only compared for equality;
 * - single, ordered options (education, smoking, marriage…): 1 slot, the position on the scale in
 *   [0, 1]; an option outside the scale (not politically engaged) is coded -1 - its index among those;
 * - multiple: 1 slot per option, 1 when chosen, else 0;
 * - rank: 1 slot per option, its position in the person's order / (options - 1).
 *
 * A sensitive question left unanswered (no consent, contract's sensitive.ts) fills its slots with NaN:
 * "not shared", which compatibility.ts leaves out of the pair's figures and the deck's embedding reads
 * as 0. The vector thus says by itself what the member shares.
 */
export const SLOT_KIND = { scalar: 0, nominal: 1, ordinal: 2, set: 3, rank: 4, range: 5 } as const;
export type SlotKind = (typeof SLOT_KIND)[keyof typeof SLOT_KIND];

export interface QuestionSlice {
  readonly question: Question;
  readonly kind: SlotKind;
  readonly offset: number;
  readonly size: number;
}

function kindOf(question: Question): SlotKind {
  switch (question.type) {
    case 'slider':
      return SLOT_KIND.scalar;
    case 'range':
      return SLOT_KIND.range;
    case 'single':
      return question.ordered ? SLOT_KIND.ordinal : SLOT_KIND.nominal;
    case 'multiple':
      return SLOT_KIND.set;
    case 'rank':
      return SLOT_KIND.rank;
  }
}

function sizeOf(question: Question): number {
  if (question.type === 'range') return 2;
  if (question.type === 'multiple' || question.type === 'rank') return question.options.length;
  return 1;
}

function buildLayout(): QuestionSlice[] {
  let offset = 0;
  return QUESTIONS.map((question) => {
    const slice = { question, kind: kindOf(question), offset, size: sizeOf(question) };
    offset += slice.size;
    return slice;
  });
}

/** Where each question sits in the vector, in questionnaire order. */
export const VECTOR_LAYOUT: readonly QuestionSlice[] = buildLayout();
export const ANSWER_VECTOR_LENGTH = VECTOR_LAYOUT.reduce((total, slice) => total + slice.size, 0);

/** FNV-1a, enough to tell two layouts apart; not a security hash. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Changes whenever a question, its type or its options change: a stored vector with another layout id
 * is stale and must be recomputed from the stored answers.
 */
export const ANSWER_VECTOR_LAYOUT_ID = fingerprint(
  JSON.stringify(
    VECTOR_LAYOUT.map(({ question, kind }) => [
      question.id,
      kind,
      question.type === 'slider'
        ? question.maxRange
        : 'options' in question
          ? question.options
          : question.max,
      question.type === 'single' ? (question.offScale ?? []) : [],
    ]),
  ),
);

function optionIndex(question: Question & { options: readonly string[] }, option: unknown): number {
  const index = typeof option === 'string' ? question.options.indexOf(option) : -1;
  if (index < 0) throw new Error(`answerVector: "${question.id}" has no option ${JSON.stringify(option)}`);
  return index;
}

function singlePosition(question: Extract<Question, { type: 'single' }>, answer: unknown): number {
  const index = optionIndex(question, answer);
  const last = question.options.length - 1 || 1;
  if (!question.ordered) return index / last;
  const outside = question.offScale ?? [];
  const option = question.options[index] as string;
  if (outside.includes(option)) return -1 - outside.indexOf(option);
  const scale = question.options.filter((candidate) => !outside.includes(candidate));
  return scale.indexOf(option) / (scale.length - 1 || 1);
}

function writeAnswer(vector: Float32Array, slice: QuestionSlice, answer: unknown): void {
  const { question, offset } = slice;
  if (answer === undefined && isSensitiveQuestion(question)) {
    vector.fill(Number.NaN, offset, offset + slice.size);
    return;
  }
  switch (question.type) {
    case 'slider':
      if (typeof answer !== 'number') break;
      vector[offset] = answer / question.maxRange;
      return;
    case 'range':
      if (typeof answer !== 'object' || answer === null || !('min' in answer) || !('max' in answer)) break;
      vector[offset] = Number(answer.min) / question.max;
      vector[offset + 1] = Number(answer.max) / question.max;
      return;
    case 'single':
      vector[offset] = singlePosition(question, answer);
      return;
    case 'multiple':
      if (!Array.isArray(answer)) break;
      for (const option of answer) vector[offset + optionIndex(question, option)] = 1;
      return;
    case 'rank': {
      if (!Array.isArray(answer)) break;
      const last = question.options.length - 1 || 1;
      answer.forEach((option, position) => {
        vector[offset + optionIndex(question, option)] = position / last;
      });
      return;
    }
  }
  throw new Error(`answerVector: "${question.id}" has no valid answer`);
}

/**
 * The vector of a complete set of answers, as `validateAnswers` returns them (the sensitive ones may all
 * be missing: NaN, not shared); throws on a missing or malformed answer, which validation would have
 * refused.
 */
export function answerVector(answers: PersonalityAnswers): Float32Array {
  const vector = new Float32Array(ANSWER_VECTOR_LENGTH);
  for (const slice of VECTOR_LAYOUT) writeAnswer(vector, slice, answers[slice.question.text]);
  return vector;
}

/** The bytes to store (a bytea column): little-endian float32, whatever the machine. */
export function encodeAnswerVector(vector: Float32Array): Uint8Array {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i] as number, true);
  return bytes;
}

/** The vector back from its bytes, or null when they do not fit the current layout (recompute it then). */
export function decodeAnswerVector(bytes: Uint8Array): Float32Array | null {
  if (bytes.byteLength !== ANSWER_VECTOR_LENGTH * 4) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(ANSWER_VECTOR_LENGTH);
  for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true);
  return vector;
}

const sliceById = new Map(VECTOR_LAYOUT.map((slice) => [slice.question.id, slice]));

/** Where a question sits in the vector, by its id; throws for an unknown id (a programming error). */
export function sliceOf(questionId: string): QuestionSlice {
  const slice = sliceById.get(questionId);
  if (!slice) throw new Error(`answerVector: no question "${questionId}"`);
  return slice;
}

/** The option at a position read back from float32: the nearest, within the list. */
function optionAt(options: readonly string[], position: number): string {
  const index = Math.min(options.length - 1, Math.max(0, Math.round(position)));
  return options[index] as string;
}

function decodeSingle(question: Extract<Question, { type: 'single' }>, value: number): string {
  const last = question.options.length - 1 || 1;
  if (!question.ordered) return optionAt(question.options, value * last);
  const outside = question.offScale ?? [];
  if (value < 0) return optionAt(outside, -1 - value);
  const scale = question.options.filter((candidate) => !outside.includes(candidate));
  return optionAt(scale, value * (scale.length - 1 || 1));
}

/**
 * One answer read back from a vector (the inverse of the encoding above), as the member gave it: a
 * slider's value (whole, its step being 1), a range's {min, max}, a single choice's option, a multiple
 * choice's options in questionnaire order (the order chosen in is not kept), a ranking's order. Null
 * for a sensitive question the member does not share (NaN).
 */
export function decodeAnswer(vector: Float32Array, slice: QuestionSlice): AnswerValue | null {
  const { question, offset } = slice;
  const first = vector[offset] as number;
  if (Number.isNaN(first)) return null;
  switch (question.type) {
    case 'slider':
      return Math.round(first * question.maxRange);
    case 'range':
      return {
        min: Math.round(first * question.max),
        max: Math.round((vector[offset + 1] as number) * question.max),
      };
    case 'single':
      return decodeSingle(question, first);
    case 'multiple':
      return question.options.filter((_, i) => (vector[offset + i] as number) > 0.5);
    case 'rank': {
      const position = (option: string) => vector[offset + question.options.indexOf(option)] as number;
      return [...question.options].sort((x, y) => position(x) - position(y));
    }
  }
}
