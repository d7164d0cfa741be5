import type { SignupRequest } from '@lien/contract';
import { type REFERRAL_SOURCES, stripHtml } from '@lien/contract/rules';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '../../../ui/lazyResolver';
import type { signupFormSchema } from './signupSchema';

export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/** PRODUCT §2.2 options: the English value is what the API stores, the French label what people read. */
export const referralChoices: ReadonlyArray<{ value: ReferralSource; label: string }> = [
  { value: 'Social Media', label: 'Réseaux sociaux' },
  { value: 'Friend/Family', label: 'Un ami ou un proche' },
  { value: 'Online Search', label: 'Recherche sur Internet' },
  { value: 'Advertisement', label: 'Publicité' },
  { value: 'Press/Article', label: 'Presse ou article' },
  { value: 'Other', label: 'Autre' },
] satisfies Array<{ value: (typeof REFERRAL_SOURCES)[number]; label: string }>;

export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

/**
 * The form's checks: the schema of ./signupSchema, loaded on the form's first check
 * (ui/lazyResolver.ts), so the screen shows and comes alive without zod.
 */
export const signupResolver = lazyResolver<SignupFormInput, unknown, SignupFormValues>(() =>
  import('./signupSchema').then((module) => module.signupFormResolver),
);

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

/** The payload of PRODUCT §3, free texts stripped of HTML (§5); empty optional fields are left out. */
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
