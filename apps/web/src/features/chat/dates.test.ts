import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayHeading, formatListTime, formatTime, parisDay } from './dates';

/** Instants are given in UTC, as the server sends them; what shows is Paris time. */
const NOW = new Date('2025-03-31T10:00:00Z');

describe('chat dates in Europe/Paris, 24 h (PRODUCT §2.5, §9)', () => {
  it('shows winter time (UTC+1) up to the March change and summer time (UTC+2) after', () => {
    // 30 March 2025: at 02:00 Paris time the clocks jump to 03:00.
    expect(formatTime('2025-03-30T00:59:00Z')).toBe('01:59');
    expect(formatTime('2025-03-30T01:00:00Z')).toBe('03:00');
    expect(formatTime('2025-03-30T12:05:00Z')).toBe('14:05');
  });

  it('shows the hour between 2 and 3 twice on the October change', () => {
    // 26 October 2025: at 03:00 Paris time the clocks go back to 02:00.
    expect(formatTime('2025-10-26T00:30:00Z')).toBe('02:30');
    expect(formatTime('2025-10-26T01:30:00Z')).toBe('02:30');
    expect(formatTime('2025-10-26T02:30:00Z')).toBe('03:30');
  });

  it('writes hours on 24 with two digits, never AM/PM', () => {
    expect(formatTime('2025-01-15T08:05:00Z')).toBe('09:05');
    expect(formatTime('2025-01-15T22:40:00Z')).toBe('23:40');
    expect(formatTime('2025-01-15T23:00:00Z')).toBe('00:00');
  });

  it('puts a late-evening UTC instant on the next Paris day', () => {
    expect(parisDay('2025-03-29T22:59:00Z')).toBe('2025-03-29');
    expect(parisDay('2025-03-29T23:30:00Z')).toBe('2025-03-30');
    // In summer Paris is two hours ahead: 22:30 UTC is already the 1st of July.
    expect(parisDay('2025-06-30T22:30:00Z')).toBe('2025-07-01');
  });

  it('writes the date in French, with 1er and the year only when it is another year', () => {
    expect(formatDate('2025-03-03T12:00:00Z', NOW)).toBe('lundi 3 mars');
    expect(formatDate('2025-02-28T23:30:00Z', NOW)).toBe('samedi 1er mars');
    expect(formatDate('2024-12-31T12:00:00Z', NOW)).toBe('mardi 31 décembre 2024');
    expect(formatDateTime('2025-03-30T12:05:00Z', NOW)).toBe('dimanche 30 mars à 14:05');
  });

  it("heads today's and yesterday's messages by name, counting days in Paris across the change", () => {
    expect(formatDayHeading('2025-03-31T05:00:00Z', NOW)).toBe("Aujourd'hui");
    // 23:30 UTC on the 30th is 01:30 on the 31st in Paris: today, not yesterday.
    expect(formatDayHeading('2025-03-30T23:30:00Z', NOW)).toBe("Aujourd'hui");
    expect(formatDayHeading('2025-03-29T23:30:00Z', NOW)).toBe('Hier');
    expect(formatDayHeading('2025-03-28T12:00:00Z', NOW)).toBe('vendredi 28 mars');
  });

  it('gives the list a short time: hour today, Hier, weekday this week, else the date', () => {
    expect(formatListTime('2025-03-31T07:15:00Z', NOW)).toBe('09:15');
    expect(formatListTime('2025-03-30T20:00:00Z', NOW)).toBe('Hier');
    expect(formatListTime('2025-03-26T20:00:00Z', NOW)).toBe('mercredi');
    expect(formatListTime('2025-03-01T12:00:00Z', NOW)).toBe('1er mars');
    expect(formatListTime('2024-11-20T12:00:00Z', NOW)).toBe('20 nov. 2024');
  });
});
