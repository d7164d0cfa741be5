import { zodResolver } from '@hookform/resolvers/zod';
import { signupRequest } from '@lien/contract';
import { REFERRAL_SOURCES } from '@lien/contract/rules';
import { signupMessages as m } from '@lien/contract/texts';
import { z } from 'zod';

const fields = signupRequest.unwrap().shape;

/**
 * The sign-up form: the contract's sign-up fields (same rules and messages as the API)
 * plus what is never sent: the confirmation, the city's display text and the terms box.
 */
export const signupFormSchema = z
  .object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    // People type "06 12 34 56 78": separators are not digits, the rule is about the digits.
    phone: z
      .string()
      .transform((value) => value.replace(/[\s.-]/g, ''))
      .pipe(fields.phone),
    birthDate: fields.birthDate,
    password: fields.password,
    confirmPassword: z.string(),
    gender: fields.gender,
    seeking: fields.seeking,
    cityText: z.string().trim().min(1, m.cityTextRequired),
    // null until a suggestion is chosen; the contract's rule then says "choose from the list".
    locationId: z.number().nullable().pipe(fields.locationId),
    jobTitle: fields.jobTitle,
    school: fields.school,
    linkedin: fields.linkedin,
    referralSource: z.union([z.literal(''), z.enum(REFERRAL_SOURCES)]),
    terms: z.boolean().refine((accepted) => accepted, m.termsRequired),
  })
  .refine((values) => values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    message: m.passwordsDiffer,
    // Checked even while other fields are wrong, so the mismatch shows on the first submit.
    when: () => true,
  });

/** The form's checks (loaded on the form's first check, see signupForm.ts). */
export const signupFormResolver = zodResolver(signupFormSchema);
