import { describe, expect, it } from 'vitest';
import {
  newPersonalityId,
  normalizePersonalityId,
  PERSONALITY_ID_ALPHABET,
  PERSONALITY_ID_PATTERN,
} from './personality-id';

describe('personality IDs', () => {
  it('use 32 characters, none of them easily mistaken for another', () => {
    expect(new Set(PERSONALITY_ID_ALPHABET).size).toBe(32);
    for (const letter of 'ILOU') expect(PERSONALITY_ID_ALPHABET).not.toContain(letter);
  });

  it('are issued in the canonical form, spread over the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, newPersonalityId);
    for (const id of ids) expect(id).toMatch(PERSONALITY_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids.map((id) => id.slice(3).replace('-', '')).join(''));
    for (const character of PERSONALITY_ID_ALPHABET) expect(seen, character).toContain(character);
  });

  it('read back what people type: case, spaces, dashes, prefix and look-alike letters aside', () => {
    expect(normalizePersonalityId('LN-7K3D-Q9XA')).toBe('LN-7K3D-Q9XA');
    expect(normalizePersonalityId(' ln 7k3d q9xa ')).toBe('LN-7K3D-Q9XA');
    expect(normalizePersonalityId('7K3DQ9XA')).toBe('LN-7K3D-Q9XA');
    expect(normalizePersonalityId('LN-O1IL-0000')).toBe('LN-0111-0000');
  });

  it('refuse what cannot be an ID', () => {
    for (const text of ['', 'LN-7K3D', 'LN-7K3D-Q9XA-1', 'LN-7K3D-Q9XU', 'XX-7K3D-Q9XA'])
      expect(normalizePersonalityId(text), text).toBeNull();
  });
});
