import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkedinPrefill } from './linkedin';
import { readLinkedinPrefill } from './linkedin-prefill';

const schema = (value: unknown) => {
  const parsed = linkedinPrefill.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('readLinkedinPrefill', () => {
  it('answers as the linkedinPrefill schema for what JSON.parse can give', () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string()));
    const prefillLike = fc.record(
      { firstName: field, lastName: field, email: field, other: fc.jsonValue() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(prefillLike, fc.jsonValue()), (value) => {
        expect(readLinkedinPrefill(value)).toEqual(schema(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the three names and drops anything else', () => {
    expect(readLinkedinPrefill({ firstName: 'Léa', email: 'lea@example.fr', id: 3 })).toEqual({
      firstName: 'Léa',
      email: 'lea@example.fr',
    });
    expect(readLinkedinPrefill({ lastName: 4 })).toBeNull();
    expect(readLinkedinPrefill(['Léa'])).toBeNull();
    expect(readLinkedinPrefill('Léa')).toBeNull();
  });
});
