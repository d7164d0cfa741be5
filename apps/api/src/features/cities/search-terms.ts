import { citySearchKey } from '@lien/contract/rules';

/** What a search text asks for, once normalised. */
export type CitySearch =
  /** Only digits: the start of a postal code ("750"). */
  | { kind: 'zip'; zip: string }
  /**
   * A name or part of one (`key`). When the text also carries a postal code beside the words
   * ("Évreux (27000)", "75 paris"), `withZip` asks for those words with that code too.
   */
  | { kind: 'name'; key: string; withZip?: { words: string; zip: string } }
  /** Nothing searchable (only punctuation). */
  | { kind: 'none' };

// Abbreviations French writers use in place names ("St-Étienne", "Ste Maxime").
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte' };
const ZIP = /^\d{2,5}$/;

/**
 * Reads a search text. An abbreviation is expanded only once a word follows it, so that
 * "st" alone still finds Strasbourg while "st etienne" finds Saint-Étienne.
 */
export function parseCitySearch(text: string): CitySearch {
  const key = citySearchKey(text);
  if (key === '') return { kind: 'none' };
  if (/^\d+$/.test(key)) return { kind: 'zip', zip: key };

  const words = key
    .split(' ')
    .map((word, index, all) => (index < all.length - 1 ? (ABBREVIATIONS[word] ?? word) : word));
  const expanded = words.join(' ');
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && ZIP.test(last)) {
    return { kind: 'name', key: expanded, withZip: { words: words.slice(0, -1).join(' '), zip: last } };
  }
  if (words.length > 1 && ZIP.test(first)) {
    return { kind: 'name', key: expanded, withZip: { words: words.slice(1).join(' '), zip: first } };
  }
  return { kind: 'name', key: expanded };
}
