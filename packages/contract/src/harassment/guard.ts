import { normalizeForGuard } from './normalize';
import { HARASSMENT_TERMS } from './words';

/** One entry as a pattern over normalised text: whole words, feminine and plural endings allowed. */
function termPattern(term: string): string {
  const stem = term.endsWith('*');
  const words = normalizeForGuard(stem ? term.slice(0, -1) : term).split(' ');
  const last = words.length - 1;
  const body = words
    .map((word, index) => (index < last ? word : stem ? `${word}[a-z]*` : `${word}(?:e|s|es|x)?`))
    .join(' ');
  return `(?:^| )${body}(?= |$)`;
}

const FLAGGED = new RegExp(HARASSMENT_TERMS.map(termPattern).join('|'));

/**
 * Whether a chat message reads as an insult or sexual harassment (issue #16): its writer is asked
 * "Êtes-vous sûr ?" before it goes, its reader sees it blurred behind "Ce message pourrait vous
 * heurter". Both sides ask the same function, so what one is warned of the other sees blurred.
 */
export function isHarassing(text: string): boolean {
  return FLAGGED.test(normalizeForGuard(text));
}
