import { type ProfileUpdateField, updateProfileRequest } from '@lien/contract';
import { PHONE_DIGITS } from '@lien/contract/rules';

/** The text fields of Mon Profil (PRODUCT §2.5), each saved under its own update_profile field. */
export interface TextFieldSpec {
  /** The update_profile field; the bio travels as userBio (PRODUCT §4). */
  field: Extract<
    ProfileUpdateField,
    'firstName' | 'lastName' | 'phone' | 'birthDate' | 'jobTitle' | 'school' | 'linkedin' | 'userBio'
  >;
  label: string;
  type?: 'text' | 'tel' | 'date' | 'url';
  autoComplete?: string;
  optional?: boolean;
  multiline?: boolean;
  /** What the input keeps of what was typed. */
  clean?: (typed: string) => string;
}

/** PRODUCT §5: the profile phone accepts digits only, at most 10. */
export const phoneDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, PHONE_DIGITS);

export const identityFields: readonly TextFieldSpec[] = [
  { field: 'firstName', label: 'Prénom', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Nom', autoComplete: 'family-name' },
  { field: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel-national', clean: phoneDigits },
  { field: 'birthDate', label: 'Date de naissance', type: 'date', autoComplete: 'bday' },
];

export const detailFields: readonly TextFieldSpec[] = [
  { field: 'jobTitle', label: 'Emploi', autoComplete: 'organization-title', optional: true },
  { field: 'school', label: 'École', optional: true },
  { field: 'linkedin', label: 'Profil LinkedIn', type: 'url', optional: true },
  { field: 'userBio', label: 'Bio', multiline: true, optional: true },
];

/**
 * The French message of a draft the server would refuse, from the very schema the server uses
 * (PRODUCT §5: phone, birth date, LinkedIn URL…); undefined when it would be accepted.
 */
export function fieldError(field: TextFieldSpec['field'], value: string): string | undefined {
  const result = updateProfileRequest.safeParse({ field, value });
  return result.success ? undefined : result.error.issues[0]?.message;
}
