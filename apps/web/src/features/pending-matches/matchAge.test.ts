import { describe, expect, it } from 'vitest';
import { matchAgeText } from './matchAge';

const now = new Date('2026-11-21T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('matchAgeText (PRODUCT §9)', () => {
  it("says 'Il y a quelques minutes' under one hour", () => {
    expect(matchAgeText(before(0), now)).toBe('Il y a quelques minutes');
    expect(matchAgeText(before(1), now)).toBe('Il y a quelques minutes');
    expect(matchAgeText(before(59.9), now)).toBe('Il y a quelques minutes');
  });

  it('counts whole hours under 24 hours, singular then plural', () => {
    expect(matchAgeText(before(60), now)).toBe('Il y a 1 heure');
    expect(matchAgeText(before(119), now)).toBe('Il y a 1 heure');
    expect(matchAgeText(before(120), now)).toBe('Il y a 2 heures');
    expect(matchAgeText(before(3 * 60 + 20), now)).toBe('Il y a 3 heures');
    expect(matchAgeText(before(24 * 60 - 1), now)).toBe('Il y a 23 heures');
  });

  it('counts whole days from 24 hours on', () => {
    expect(matchAgeText(before(24 * 60), now)).toBe('Il y a 1 jour');
    expect(matchAgeText(before(47 * 60), now)).toBe('Il y a 1 jour');
    expect(matchAgeText(before(48 * 60), now)).toBe('Il y a 2 jours');
    expect(matchAgeText(before(45 * 24 * 60), now)).toBe('Il y a 45 jours');
  });

  it('reads a date ahead of the clock, or unreadable, as just now', () => {
    expect(matchAgeText(new Date(now.getTime() + 90_000), now)).toBe('Il y a quelques minutes');
    expect(matchAgeText('pas une date', now)).toBe('Il y a quelques minutes');
  });
});
