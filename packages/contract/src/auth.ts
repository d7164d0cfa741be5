import { rowId } from './common';
import { ageOn } from './dates';
import {
  EMAIL_MAX_LENGTH,
  MAX_AGE,
  MIN_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './limits';
import { signupMessages as m, serverMessages, textMessages } from './messages';
import { GENDERS, REFERRAL_SOURCES } from './signup-options';
import { freeText, isTypedLink, nameText } from './text';
import { z } from './zod-fr';

export const genderSchema = z.enum(GENDERS);

/** First and last names as sign-up and My profile take them: as typed, or refused (text.ts). */
export const firstNameSchema = nameText({
  required: m.firstNameRequired,
  tooLong: textMessages.firstNameTooLong,
  invalid: textMessages.firstNameInvalid,
});
export const lastNameSchema = nameText({
  required: m.lastNameRequired,
  tooLong: textMessages.lastNameTooLong,
  invalid: textMessages.lastNameInvalid,
});
/** The job and school texts, free texts of a line (PRODUCT §5). */
export const jobTitleSchema = freeText(TEXT_FIELD_MAX_LENGTH, textMessages.jobTitleTooLong);
export const schoolSchema = freeText(TEXT_FIELD_MAX_LENGTH, textMessages.schoolTooLong);

export const emailSchema = z.lazy(() =>
  z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(EMAIL_MAX_LENGTH, m.emailInvalid)
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((email) => email.toLowerCase()),
);

/** A URL the browser can open: only http(s), so a profile link can never run script. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A profile link: empty, or an http(s) URL stored exactly as typed (text.ts's isTypedLink). */
export const webUrlSchema = z.lazy(() =>
  z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, m.urlInvalid)
    .refine((value) => value === '' || (isTypedLink(value) && isWebUrl(value)), m.urlInvalid),
);

export const optionalUrlSchema = webUrlSchema.optional();

export const passwordSchema = z.lazy(() =>
  z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, serverMessages.invalidInput),
);

/** A YYYY-MM-DD birth date of someone 18 to 99; `unreadable` is said of a date that does not exist. */
export const birthDateWith = (unreadable: string) =>
  z
    .string({ error: m.birthDateRequired })
    .min(1, m.birthDateRequired)
    .superRefine((value, ctx) => {
      const age = ageOn(value);
      if (age === null) ctx.addIssue({ code: 'custom', message: unreadable });
      else if (age < MIN_AGE) ctx.addIssue({ code: 'custom', message: m.tooYoung });
      else if (age > MAX_AGE) ctx.addIssue({ code: 'custom', message: m.tooOld });
    });

/** Sign-up (PRODUCT §5): an unreadable date is a missing one. */
export const birthDateSchema = birthDateWith(m.birthDateRequired);

/** PRODUCT §3 sign-up payload, validated as §5 says on both sides. */
export const signupRequest = z.lazy(() =>
  z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: z
      .string({ error: m.phoneRequired })
      .trim()
      .min(1, m.phoneRequired)
      .regex(/^\d{10}$/, m.phoneInvalid),
    birthDate: birthDateSchema,
    password: passwordSchema,
    gender: z.enum(GENDERS, { error: m.genderRequired }),
    seeking: z.enum(GENDERS, { error: m.seekingRequired }),
    locationId: rowId(m.cityNotChosen),
    jobTitle: jobTitleSchema.optional(),
    school: schoolSchema.optional(),
    linkedin: optionalUrlSchema,
    referralSource: z.enum(REFERRAL_SOURCES).optional(),
  }),
);
export type SignupRequest = z.input<typeof signupRequest>;
export type SignupData = z.output<typeof signupRequest>;

/** The flags of PRODUCT §3 that route a user to their next onboarding step. */
export const sessionUser = z.lazy(() =>
  z.object({
    id: z.number(),
    email: z.string().optional(),
    isVerified: z.boolean(),
    photoUploadCompleted: z.boolean(),
    interestsCompleted: z.boolean(),
    personalityCompleted: z.boolean(),
  }),
);
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionReply = z.lazy(() => z.object({ token: z.string(), user: sessionUser }));
export type SessionReply = z.infer<typeof sessionReply>;

export const loginRequest = z.lazy(() =>
  z.object({
    email: emailSchema,
    password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(PASSWORD_MAX_LENGTH),
  }),
);
export type LoginRequest = z.input<typeof loginRequest>;

export const forgotPasswordRequest = z.lazy(() => z.object({ email: emailSchema }));

/**
 * A mailed link's token. A malformed one (a link cut short when copied) answers `message`, the same
 * words as a token unknown or expired: the member learns the link does not work, not a validator's text.
 */
export const tokenWith = (message: string) => z.string({ error: message }).min(16, message).max(200, message);

export const resetPasswordRequest = z.lazy(() =>
  z.object({
    token: tokenWith(serverMessages.resetTokenInvalid),
    newPassword: passwordSchema,
  }),
);

export const changePasswordRequest = z.lazy(() =>
  z.object({
    oldPassword: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
  }),
);

/** A password change keeps the current device signed in with a fresh token; older ones stop working. */
export const changePasswordReply = z.lazy(() =>
  z.object({
    status: z.literal('ok'),
    message: z.string(),
    token: z.string(),
  }),
);

export const verifyEmailRequest = z.lazy(() =>
  z.object({ token: tokenWith(serverMessages.verifyTokenInvalid) }),
);
export const verifyEmailReply = z.lazy(() =>
  z.object({
    status: z.literal('ok'),
    message: z.string(),
    token: z.string(),
    user: sessionUser,
  }),
);
export type VerifyEmailReply = z.infer<typeof verifyEmailReply>;
