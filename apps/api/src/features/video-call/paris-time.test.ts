import { describe, expect, it } from 'vitest';
import { addDays, frenchDateAndTime, parisOffsetMinutes, parisToUtc } from './paris-time';
import { findProposedSlot, proposedDays } from './slots';

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('parisToUtc', () => {
  it('reads winter times as UTC+1 and summer times as UTC+2', () => {
    expect(iso(parisToUtc('2026-01-15', '10:00'))).toBe('2026-01-15T09:00:00.000Z');
    expect(iso(parisToUtc('2026-07-15', '17:00'))).toBe('2026-07-15T15:00:00.000Z');
  });

  it('changes offset on the last Sunday of March (2026-03-29), not before', () => {
    expect(iso(parisToUtc('2026-03-28', '10:00'))).toBe('2026-03-28T09:00:00.000Z');
    expect(iso(parisToUtc('2026-03-29', '01:59'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(parisToUtc('2026-03-29', '03:00'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(parisToUtc('2026-03-29', '10:00'))).toBe('2026-03-29T08:00:00.000Z');
    expect(iso(parisToUtc('2026-03-30', '17:00'))).toBe('2026-03-30T15:00:00.000Z');
    // 02:30 does not exist that night: it is read as the hour after, 03:30 summer time.
    expect(iso(parisToUtc('2026-03-29', '02:30'))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('changes offset back on the last Sunday of October (2026-10-25), not before', () => {
    expect(iso(parisToUtc('2026-10-24', '10:00'))).toBe('2026-10-24T08:00:00.000Z');
    expect(iso(parisToUtc('2026-10-25', '00:30'))).toBe('2026-10-24T22:30:00.000Z');
    expect(iso(parisToUtc('2026-10-25', '10:00'))).toBe('2026-10-25T09:00:00.000Z');
    expect(iso(parisToUtc('2026-10-25', '17:00'))).toBe('2026-10-25T16:00:00.000Z');
    // 02:30 happens twice that night: the second time, in winter time.
    expect(iso(parisToUtc('2026-10-25', '02:30'))).toBe('2026-10-25T01:30:00.000Z');
  });

  it('round-trips through the French formatting of the same zone', () => {
    for (const date of ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2027-03-28']) {
      for (const time of ['00:00', '10:00', '17:00', '23:30']) {
        const instant = parisToUtc(date, time);
        if (!instant) throw new Error('expected an instant');
        expect(frenchDateAndTime(instant).time).toBe(time);
      }
    }
  });

  it('refuses what is not a date and a time', () => {
    expect(parisToUtc('2026-02-30', '10:00')).toBeNull();
    expect(parisToUtc('2026-02-03', '24:00')).toBeNull();
    expect(parisToUtc('demain', '10:00')).toBeNull();
  });

  it('knows the offset at an instant', () => {
    expect(parisOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T00:59:59.999Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });
});

describe('French dates', () => {
  it('writes the day in words and the time on 24 hours, in Paris', () => {
    expect(frenchDateAndTime(new Date('2026-03-28T16:00:00Z'))).toEqual({
      date: 'samedi 28 mars 2026',
      time: '17:00',
    });
    expect(frenchDateAndTime(new Date('2026-12-31T23:30:00Z')).date).toBe('vendredi 1 janvier 2027');
  });

  it('adds days across months, years and the change of hour', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('proposed slots (PRODUCT §2.6)', () => {
  it('offers 7 days of 6 slots from today when asked early in the morning', () => {
    const days = proposedDays(new Date('2026-05-12T05:00:00Z')); // 07:00 in Paris
    expect(days.map((day) => day.date)).toEqual([
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
      '2026-05-18',
    ]);
    for (const day of days) {
      expect(day.slots.map((slot) => slot.time)).toEqual([
        '10:00',
        '11:00',
        '14:00',
        '15:00',
        '16:00',
        '17:00',
      ]);
    }
  });

  it("leaves out today's slots already started", () => {
    const now = new Date('2026-05-12T12:30:00Z'); // 14:30 in Paris
    const [today, tomorrow] = proposedDays(now);
    expect(today?.date).toBe('2026-05-12');
    expect(today?.slots.map((slot) => slot.time)).toEqual(['15:00', '16:00', '17:00']);
    expect(tomorrow?.slots).toHaveLength(6);
    expect(findProposedSlot(now, '2026-05-12', '14:00')).toBeNull();
    expect(findProposedSlot(now, '2026-05-12', '15:00')?.startsAt.toISOString()).toBe(
      '2026-05-12T13:00:00.000Z',
    );
  });

  it('starts tomorrow once the last slot of today has started, still offering 7 days', () => {
    const now = new Date('2026-05-12T15:00:00Z'); // 17:00 in Paris: the last slot starts now
    const days = proposedDays(now);
    expect(days).toHaveLength(7);
    expect(days[0]?.date).toBe('2026-05-13');
    expect(days[6]?.date).toBe('2026-05-19');
    expect(days.every((day) => day.slots.length === 6)).toBe(true);
    expect(findProposedSlot(now, '2026-05-20', '10:00')).toBeNull();
  });

  it('uses the Paris date, not the UTC one, around midnight', () => {
    // 23:30 UTC on the 11th is already 01:30 on the 12th in Paris.
    expect(proposedDays(new Date('2026-05-11T23:30:00Z'))[0]?.date).toBe('2026-05-12');
  });

  it('gives each slot its instant across the change to summer time', () => {
    const days = proposedDays(new Date('2026-03-27T20:00:00Z'));
    const start = (date: string) => days.find((day) => day.date === date)?.slots[0]?.startsAt.toISOString();
    expect(start('2026-03-28')).toBe('2026-03-28T09:00:00.000Z');
    expect(start('2026-03-29')).toBe('2026-03-29T08:00:00.000Z');
  });
});
