import { randomBytes } from 'node:crypto';

/**
 * A member's personality ID (PRODUCT §2.6): issued at the first questionnaire upload and kept for good,
 * so that it can be handed to someone to compare affinities. 'LN-' then 8 characters of Crockford's
 * base 32 in two groups of four: 40 random bits, with no I, L, O or U, so that it reads out and types
 * without ambiguity. Random rather than derived from the user id: it tells nothing about the member.
 */
export const PERSONALITY_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PERSONALITY_ID_PATTERN = /^LN-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const LENGTH = 8;

const format = (characters: string) => `LN-${characters.slice(0, 4)}-${characters.slice(4, LENGTH)}`;

/** A fresh random ID: 5 random bytes read as eight 5-bit characters. */
export function newPersonalityId(): string {
  let bits = 0n;
  for (const byte of randomBytes(5)) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let i = LENGTH - 1; i >= 0; i--) {
    characters += PERSONALITY_ID_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  }
  return format(characters);
}

/**
 * The canonical form of an ID someone typed, or null when it cannot be one. Case, spaces and dashes do
 * not matter, the 'LN' prefix may be left out, and O, I and L read as the digits they are mistaken for.
 */
export function normalizePersonalityId(input: string): string | null {
  let text = input.toUpperCase().replace(/[\s-]/g, '');
  if (text.length === LENGTH + 2 && text.startsWith('LN')) text = text.slice(2);
  text = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{8}$/.test(text) ? format(text) : null;
}
