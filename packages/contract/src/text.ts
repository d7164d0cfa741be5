import { NAME_MAX_LENGTH } from './limits';
import { textMessages } from './messages';
import { stripHtml, withoutControlCharacters } from './sanitize';
import { z } from './zod-fr';

/**
 * A lone UTF-16 surrogate: half of a character, which no keyboard types and UTF-8 cannot encode
 * (PostgreSQL would store U+FFFD in its place). A text holding one cannot be stored as typed.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored exactly as it is: every character whole. */
export const isStorableText = (value: string): boolean => !LONE_SURROGATE.test(value);

/** A string whose every character can be stored as typed; refused in French otherwise. */
export const storableString = (message?: string) =>
  z.string({ error: message }).refine(isStorableText, textMessages.unstorable);

// biome-ignore lint/suspicious/noControlCharactersInRegex: a link holding them is refused, not cleaned.
const CONTROL_OR_SPACE = /[\u0000-\u001F\u007F-\u009F\s]/;

/**
 * Whether a link can be stored as typed: the URL parser quietly drops or encodes control characters,
 * inner spaces and halves of characters (a NUL, which PostgreSQL refuses, among them), so a link
 * holding one is refused rather than stored otherwise than typed.
 */
export const isTypedLink = (value: string): boolean => !CONTROL_OR_SPACE.test(value) && isStorableText(value);

/**
 * Characters a name never holds: control characters (line breaks and tabs included, C1 too) and the
 * bidirectional overrides that would show it in another order than typed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it refuses.
const NOT_IN_A_NAME = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * A first or last name, stored exactly as typed but for outer white space. Unlike a free text, a
 * name is never cleaned behind the member's back: one that holds markup an HTML parser would read,
 * a line break or an invisible control character is refused with a message that says so, since
 * removing them would store a name the member never typed (and shown to others, in mails too).
 */
export const nameText = (messages: { required: string; tooLong: string; invalid: string }) =>
  storableString(messages.required)
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, messages.required)
        .max(NAME_MAX_LENGTH, messages.tooLong)
        .refine((value) => !NOT_IN_A_NAME.test(value) && stripHtml(value) === value, messages.invalid),
    );

/**
 * A free text (bio, job, school, comments): kept as typed but for what the README documents, the
 * markup an HTML parser would read and control characters (stripHtml). The first bound leaves room
 * for markup that goes; the second is the field's own.
 */
export const freeText = (max: number, tooLong: string) =>
  storableString()
    .max(max * 2, tooLong)
    .transform(stripHtml)
    .pipe(z.string().max(max, tooLong));

/**
 * A text kept exactly as written but for control characters (NUL, which PostgreSQL refuses, first)
 * and outer white space: a moderator's statement of reasons, an appeal.
 */
export const writtenText = (max: number, messages: { required?: string; tooLong?: string } = {}) =>
  storableString(messages.required)
    .max(max * 2, messages.tooLong)
    .transform((value) => withoutControlCharacters(value).trim())
    .pipe(z.string().min(1, messages.required).max(max, messages.tooLong));
