import { describe, expect, it } from 'vitest';
import { appointmentWhen, dayLabels } from './format';

describe('video-call dates in French', () => {
  it('writes a proposed day short for its chip and in full for screen readers', () => {
    expect(dayLabels('2026-03-28')).toEqual({ weekday: 'sam.', dayMonth: '28 mars', full: 'samedi 28 mars' });
    expect(dayLabels('2027-01-01').full).toBe('vendredi 1 janvier');
  });

  it('writes an appointment in Paris time on 24 hours, across the change of hour', () => {
    expect(appointmentWhen('2026-03-28T09:00:00.000Z', 30)).toEqual({
      day: 'samedi 28 mars',
      from: '10:00',
      to: '10:30',
    });
    expect(appointmentWhen('2026-03-29T15:00:00.000Z', 30)).toEqual({
      day: 'dimanche 29 mars',
      from: '17:00',
      to: '17:30',
    });
  });
});
