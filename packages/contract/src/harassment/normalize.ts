/**
 * Text as the harassment guard reads it: lower case, without accents, leetspeak read as letters,
 * punctuation as spaces, letters spelt out one by one ("c o n n a r d", "c.o.n") joined again, and
 * every run of one letter shortened to one ("connaaard" reads "conard"), so that the word list and
 * what members type meet in the same form. Words are separated by single spaces.
 */

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'i',
};

/**
 * A digit stays a digit in a number ("20 ans") and is read as a letter in a word; a symbol is read as
 * a letter only inside a word ("s@lope"), never as the punctuation around it ("connard !").
 */
function readLeet(word: string): string {
  if (/^\d+$/.test(word)) return word;
  const inner = word.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return [...inner].map((char) => LEET[char] ?? char).join('');
}

/** Runs of three or more one-letter words are one word spelt out: "c o n" → "con". */
function joinSpeltOut(words: string[]): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) joined.push(run.join(''));
    else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if (word.length === 1 && /[a-z]/.test(word)) run.push(word);
    else {
      flush();
      joined.push(word);
    }
  }
  flush();
  return joined;
}

export function normalizeForGuard(text: string): string {
  const lower = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
  // Leet characters are read inside words only; other symbols and punctuation separate words.
  const words = lower
    .split(/[^a-z0-9@$€!|]+/)
    .filter(Boolean)
    .map(readLeet)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  return joinSpeltOut(words)
    .map((word) => word.replace(/([a-z])\1+/g, '$1'))
    .join(' ');
}
