import type { City } from './cities';

/*
 * How cities read and compare, apart from the schemas of ./cities: the sign-up screen shows and
 * filters cities without loading zod.
 */

/** How a city reads in the picker (PRODUCT §2.2). */
export const cityLabel = (value: City) => `${value.name} (${value.zipCode})`;

/**
 * The form city names are compared in, on the server and in local filtering alike: lower
 * case, accents dropped, ligatures spelt out, any run of punctuation or spaces as one space
 * ("L'Haÿ-les-Roses" → "l hay les roses", "Œuilly" → "oeuilly").
 */
export function citySearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
