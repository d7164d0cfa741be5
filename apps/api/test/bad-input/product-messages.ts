import * as endpointsAndSchemas from '@lien/contract';
import * as rules from '@lien/contract/rules';
import * as texts from '@lien/contract/texts';

/** The contract's exports from all its entry points. */
const contract = { ...endpointsAndSchemas, ...rules, ...texts };
const messageObjects = Object.entries(contract).flatMap(([name, value]) =>
  name.endsWith('Messages') && typeof value === 'object' && value !== null ? Object.values(value) : [],
);
/** Every fixed message of the contract: the strings of its `…Messages` objects. */
const productMessages = new Set(messageObjects.filter((message) => typeof message === 'string'));
/** The fixed beginnings of its messages with a part filled in (the functions of those objects). */
const MARK = '\u2063';
const productMessageStarts = messageObjects.flatMap((message) => {
  if (typeof message !== 'function') return [];
  try {
    const filled = String(message(MARK, MARK, MARK));
    const start = filled.slice(0, filled.indexOf(MARK));
    return start.length >= 10 ? [start] : [];
  } catch {
    return [];
  }
});

/**
 * Words of the English texts PRODUCT §8 keeps for the browser's own fallbacks ('Failed to update
 * {field}.', 'Could not load…', 'Missing token'): a server's answer never says them.
 */
const ENGLISH =
  /\b(failed|failure|could not|please|error|not found|missing|no token|authentication|invalid)\b/i;

/** One of the contract's messages (fixed, or a template's fixed beginning), and not English. */
export function isFrenchProductMessage(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    !ENGLISH.test(message) &&
    (productMessages.has(message) || productMessageStarts.some((start) => message.startsWith(start)))
  );
}
