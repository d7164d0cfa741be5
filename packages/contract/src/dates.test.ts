import { describe, expect, it } from 'vitest';
import { todayInParis } from './dates';
import { TIME_ZONE } from './limits';

const intlParisDate = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
const HOUR = 3_600_000;

describe('todayInParis', () => {
  it('gives the calendar date Intl gives for Paris, every day of 2000 to 2040', () => {
    const differences: string[] = [];
    for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2041, 0, 1); day += 24 * HOUR) {
      // Paris's date turns at 22:00 UTC in summer time, 23:00 in winter: 22:30 tells the offset.
      for (const instant of [day + 22 * HOUR - 1, day + 22 * HOUR, day + 22.5 * HOUR, day + 23 * HOUR]) {
        const now = new Date(instant);
        if (todayInParis(now) !== intlParisDate.format(now)) differences.push(now.toISOString());
      }
    }
    expect(differences).toEqual([]);
  });

  it('turns to the next day at midnight in Paris, in winter and in summer time', () => {
    expect(todayInParis(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(todayInParis(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(todayInParis(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(todayInParis(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });
});
