import {
  signupMessages as m,
  REFERRAL_SOURCES,
  type SignupRequest,
  signupRequest,
  stripHtml,
} from '@lien/contract';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

const fields = signupRequest.shape;

export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/** SPEC §2.2 options: the English value is what the API stores, the French label what people read. */
export const referralChoices: ReadonlyArray<{ value: ReferralSource; label: string }> = [
  { value: 'Social Media', label: 'Réseaux sociaux' },
  { value: 'Friend/Family', label: 'Un ami ou un proche' },
  { value: 'Online Search', label: 'Recherche sur Internet' },
  { value: 'Advertisement', label: 'Publicité' },
  { value: 'Press/Article', label: 'Presse ou article' },
  { value: 'Other', label: 'Autre' },
] satisfies Array<{ value: (typeof REFERRAL_SOURCES)[number]; label: string }>;

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

export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

/** Radios start unchosen (no gender, no seeking): the schema then answers "requis". */
export const emptySignupForm: DefaultValues<SignupFormInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  // No choice until the member makes one (named, so that a choice made before hydration is kept).
  gender: undefined,
  seeking: undefined,
  cityText: '',
  locationId: null,
  jobTitle: '',
  school: '',
  linkedin: '',
  referralSource: '',
  terms: false,
};

const optional = (value: string | undefined) => stripHtml(value ?? '') || undefined;

/** The payload of SPEC §3, free texts stripped of HTML (§5); empty optional fields are left out. */
export function toSignupRequest(values: SignupFormValues): SignupRequest {
  return {
    firstName: stripHtml(values.firstName),
    lastName: stripHtml(values.lastName),
    email: values.email,
    phone: values.phone,
    birthDate: values.birthDate,
    password: values.password,
    gender: values.gender,
    seeking: values.seeking,
    locationId: values.locationId,
    jobTitle: optional(values.jobTitle),
    school: optional(values.school),
    linkedin: optional(values.linkedin),
    referralSource: values.referralSource || undefined,
  };
}
