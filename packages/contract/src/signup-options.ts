/*
 * The sign-up's fixed options as plain data, apart from the schemas of ./auth that check them, so
 * that a screen showing them does not load zod.
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
/**
 * How a gender reads, written once (PRODUCT §2.5 'Je suis (Homme/Femme)'): the same words on sign-up
 * ('Je suis', 'Je recherche'), in Mon Profil and in the encounter preferences.
 */
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: 'Homme', female: 'Femme' };

/** PRODUCT §2.2: the referral options, as sent and as shown. */
export const REFERRAL_SOURCES = [
  'Social Media',
  'Friend/Family',
  'Online Search',
  'Advertisement',
  'Press/Article',
  'Other',
] as const;
