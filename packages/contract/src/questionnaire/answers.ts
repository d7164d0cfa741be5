import { questionnaireMessages as m } from '../messages';
import { z } from '../zod-fr';
import { QUESTIONS, questionByText } from './questions';
import { isSensitiveQuestion } from './sensitive';
import {
  type AnswerValue,
  type MultipleChoiceQuestion,
  type PersonalityAnswers,
  type Question,
  RANGE_MAX,
  RANGE_MIN,
  RANGE_MIN_GAP,
  type RangeAnswer,
} from './types';

/** More keys than this is not a questionnaire: refused before any per-key work. */
const MAX_KEYS = QUESTIONS.length * 2;
/** An unknown key is echoed in the message, cut to this length. */
const ECHOED_KEY_LENGTH = 80;
/** Unknown keys reported at most; one is enough to understand the mistake. */
const MAX_UNKNOWN_REPORTED = 3;

export type AnswersValidation =
  | { success: true; answers: PersonalityAnswers }
  | { success: false; errors: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInteger = (value: unknown): value is number => Number.isInteger(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The answer normalised (a range keeps only min and max), or the French message saying why it is refused. */
function checkAnswer(question: Question, value: unknown): { value: AnswerValue } | { error: string } {
  switch (question.type) {
    case 'slider':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= question.maxRange
        ? { value }
        : { error: m.sliderInvalid(question.text, question.maxRange) };
    case 'range': {
      const min = isRecord(value) ? value.min : undefined;
      const max = isRecord(value) ? value.max : undefined;
      return isInteger(min) &&
        isInteger(max) &&
        min >= question.min &&
        max <= question.max &&
        min <= max - RANGE_MIN_GAP
        ? { value: { min, max } }
        : { error: m.rangeInvalid(question.text, question.min, question.max, RANGE_MIN_GAP) };
    }
    case 'single':
      return typeof value === 'string' && question.options.includes(value)
        ? { value }
        : { error: m.singleInvalid(question.text) };
    case 'multiple':
      return checkMultiple(question, value);
    case 'rank': {
      const valid =
        isStringList(value) &&
        value.length === question.options.length &&
        new Set(value).size === value.length &&
        value.every((option) => question.options.includes(option));
      return valid ? { value: [...value] } : { error: m.rankInvalid(question.text) };
    }
  }
}

function checkMultiple(
  question: MultipleChoiceQuestion,
  value: unknown,
): { value: string[] } | { error: string } {
  if (!isStringList(value)) return { error: m.multipleInvalid(question.text) };
  if (value.length === 0) return { error: m.multipleEmpty(question.text) };
  if (new Set(value).size !== value.length || !value.every((option) => question.options.includes(option))) {
    return { error: m.multipleInvalid(question.text) };
  }
  if (question.maxChoices !== undefined && value.length > question.maxChoices) {
    return { error: m.multipleTooMany(question.text, question.maxChoices) };
  }
  const alone =
    value.length > 1 ? question.exclusiveOptions?.find((option) => value.includes(option)) : undefined;
  if (alone !== undefined) return { error: m.multipleExclusive(question.text, alone) };
  return { value: [...value] };
}

/**
 * Whether one answer would be accepted for its question: the client uses it to tell answered questions
 * from unanswered ones when it resumes from what the device or the server kept (PRODUCT §4).
 */
export function isValidAnswer(question: Question, value: unknown): boolean {
  return 'value' in checkAnswer(question, value);
}

/**
 * Checks an upload of answers keyed by question text (PRODUCT §3), keys trimmed first.
 *
 * An upload must answer all 58 questions: the client uploads once, at the end (PRODUCT §4), and the answer
 * vector and the fact columns the deck filters on need every answer. Progress in between stays on the
 * device, so a partial upload is refused. The one exception: the sensitive questions (sensitive.ts),
 * all left out together when the member did not consent to them; whether the member did is the
 * server's to check. Every problem is reported, each naming its question, in questionnaire order.
 */
export function validateAnswers(raw: unknown): AnswersValidation {
  if (!isRecord(raw) || Object.keys(raw).length > MAX_KEYS)
    return { success: false, errors: [m.notAnObject] };
  const given = new Map<Question, unknown>();
  const repeated = new Set<Question>();
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const question = questionByText(key);
    if (!question) unknown.push(key);
    else if (given.has(question)) repeated.add(question);
    else given.set(question, value);
  }
  // Errors follow the questionnaire's order, so the first one names the first question to fix.
  const errors: string[] = [];
  const answers: PersonalityAnswers = {};
  const sensitiveGiven = [...given.keys()].some(isSensitiveQuestion);
  for (const question of QUESTIONS) {
    if (!sensitiveGiven && !repeated.has(question) && isSensitiveQuestion(question)) continue;
    if (repeated.has(question)) {
      errors.push(m.duplicateQuestion(question.text));
    } else if (!given.has(question)) {
      errors.push(m.missing(question.text));
    } else {
      const checked = checkAnswer(question, given.get(question));
      if ('error' in checked) errors.push(checked.error);
      else answers[question.text] = checked.value;
    }
  }
  for (const key of unknown.slice(0, MAX_UNKNOWN_REPORTED)) {
    errors.push(
      m.unknownQuestion(key.length > ECHOED_KEY_LENGTH ? `${key.slice(0, ECHOED_KEY_LENGTH)}…` : key),
    );
  }
  return errors.length > 0 ? { success: false, errors } : { success: true, answers };
}

/**
 * POST /api/personality_questionnaire_upload: the 58 answers, validated by `validateAnswers` and
 * normalised (keys trimmed, ranges reduced to min and max).
 */
export const personalityAnswers = z.lazy(() =>
  z.custom<PersonalityAnswers>().transform((raw, ctx) => {
    const result = validateAnswers(raw);
    if (result.success) return result.answers;
    for (const message of result.errors) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }),
);

/** One stored answer, whatever its question's type (PRODUCT §3). */
export const answerValueSchema = z.lazy(() =>
  z.union([z.number(), z.object({ min: z.number(), max: z.number() }), z.string(), z.array(z.string())]),
);

/**
 * GET /api/personality_answers: the saved answers; the server answers {} before the first upload
 * (null is accepted too, so check for keys rather than for null).
 */
export const personalityAnswersReply = z.lazy(() =>
  z.object({
    answers: z.record(z.string(), answerValueSchema).nullable(),
  }),
);

/**
 * PRODUCT §5: 'Continuer' waits for a choice on single and multiple choice questions; a slider, a range and
 * a ranking always hold a value, so they never block.
 */
export function canContinue(question: Question, value: AnswerValue | null | undefined): boolean {
  if (question.type === 'single') return typeof value === 'string' && question.options.includes(value);
  if (question.type === 'multiple') return Array.isArray(value) && value.length > 0;
  return true;
}

/**
 * What a question holds before the person touches it (PRODUCT §3, §9): a slider sits at half its maximum
 * (rounded to the slider's step of 1, so 51 for a 0–101 slider), a range spans 0–200, a ranking keeps
 * the order given, and a choice holds nothing (null for a single choice, an empty list for a multiple
 * one), which is why 'Continuer' waits for a choice (PRODUCT §5).
 */
export function defaultAnswer(question: Question): AnswerValue | null {
  switch (question.type) {
    case 'slider':
      return Math.round(question.maxRange / 2);
    case 'range':
      return { min: RANGE_MIN, max: RANGE_MAX } satisfies RangeAnswer;
    case 'single':
      return null;
    case 'multiple':
      return [];
    case 'rank':
      return [...question.options];
  }
}

/**
 * A complete, valid set of answers drawn with `random` (a function like Math.random): for demo
 * members and tests. A seeded `random` gives the same answers every time.
 */
export function generateAnswers(random: () => number): PersonalityAnswers {
  const pick = (count: number) => Math.min(count - 1, Math.floor(random() * count));
  const shuffled = (options: readonly string[]) => {
    const copy = [...options];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [copy[i], copy[j]] = [copy[j] as string, copy[i] as string];
    }
    return copy;
  };
  const answers: PersonalityAnswers = {};
  for (const question of QUESTIONS) {
    answers[question.text] = generateAnswer(question, pick, shuffled);
  }
  return answers;
}

function generateAnswer(
  question: Question,
  pick: (count: number) => number,
  shuffled: (options: readonly string[]) => string[],
): AnswerValue {
  switch (question.type) {
    case 'slider':
      return pick(question.maxRange + 1);
    case 'range': {
      const min = pick(question.max);
      return { min, max: min + 1 + pick(question.max - min) };
    }
    case 'single':
      return question.options[pick(question.options.length)] as string;
    case 'multiple': {
      const choices = question.options.filter((option) => !question.exclusiveOptions?.includes(option));
      const limit = Math.min(question.maxChoices ?? choices.length, choices.length);
      return shuffled(choices).slice(0, 1 + pick(limit));
    }
    case 'rank':
      return shuffled(question.options);
  }
}
