import { describe, expect, it } from 'vitest';
import { notificationMessages } from './notifications';

describe('« À vous de jouer » in the digest', () => {
  it('names who waits, with the verb agreeing, three names at most', () => {
    const { turnDigest } = notificationMessages;
    expect(turnDigest(['Hugo'])).toBe('Hugo attend votre réponse.');
    expect(turnDigest(['Hugo', 'Marc'])).toBe('Hugo et Marc attendent votre réponse.');
    expect(turnDigest(['Hugo', 'Marc', 'Paul'])).toBe('Hugo, Marc et Paul attendent votre réponse.');
    expect(turnDigest(['Hugo', 'Marc', 'Paul', 'Yann'])).toBe(
      'Hugo, Marc, Paul et une autre personne attendent votre réponse.',
    );
    expect(turnDigest(['Hugo', 'Marc', 'Paul', 'Yann', 'Théo'])).toBe(
      'Hugo, Marc, Paul et 2\u00a0autres personnes attendent votre réponse.',
    );
  });
});
