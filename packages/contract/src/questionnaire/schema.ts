import { z } from '../zod-fr';
import {
  ANSWER_UNITS,
  QUESTION_CATEGORY_IDS,
  type Question,
  type QuestionCategoryId,
  RANGE_MAX,
  RANGE_MIN,
  SLIDER_DEFAULT_MAX,
} from './types';

const categoryIds: readonly string[] = QUESTION_CATEGORY_IDS;
const category = z.lazy(() =>
  z.custom<QuestionCategoryId>((value) => typeof value === 'string' && categoryIds.includes(value)),
);
const options = z.lazy(() => z.array(z.string()).min(2));
const unit = z.enum(ANSWER_UNITS).optional();
const base = { id: z.string(), text: z.string(), category };

/**
 * One question as GET /personality_questions.json serves it: the shape of `Question`, so the client can
 * take the questionnaire from the server (and keep the 58 wordings out of its own download).
 */
export const questionSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      ...base,
      type: z.literal('slider'),
      // PRODUCT §3: maxRange defaults to 100.
      maxRange: z.number().int().positive().default(SLIDER_DEFAULT_MAX),
      unit,
      leftLabel: z.string(),
      rightLabel: z.string(),
      valuePosition: z.boolean(),
      displayCursorValue: z.boolean(),
    }),
    z.object({
      ...base,
      type: z.literal('range'),
      min: z.literal(RANGE_MIN),
      max: z.literal(RANGE_MAX),
      unit,
      leftLabel: z.string(),
      rightLabel: z.string(),
    }),
    z.object({
      ...base,
      type: z.literal('single'),
      multiple: z.literal(false),
      options,
      ordered: z.boolean(),
      offScale: z.array(z.string()).optional(),
    }),
    z.object({
      ...base,
      type: z.literal('multiple'),
      multiple: z.literal(true),
      options,
      maxChoices: z.number().int().positive().optional(),
      exclusiveOptions: z.array(z.string()).optional(),
    }),
    z.object({ ...base, type: z.literal('rank'), options }),
  ]),
);

/** GET /personality_questions.json: every question, in the order they are asked. */
export const questionsReply: z.ZodType<Question[], unknown> = z.array(questionSchema).min(1);

/** POST /api/personality_questionnaire_upload: accepted, with the member's personality ID (PRODUCT §2.6). */
export const personalityUploadReply = z.lazy(() =>
  z.object({ status: z.literal('ok'), personalityId: z.string() }),
);
export type PersonalityUploadReply = z.infer<typeof personalityUploadReply>;
