import { describe, expect, it } from 'vitest';
import { toggleEducation, toggleSituation } from './preferenceState';

describe("education's 'Peu importe' rule", () => {
  it('choosing Peu importe clears the levels', () => {
    expect(toggleEducation(['BAC+3', 'BAC+5'], 'Peu importe')).toEqual(['Peu importe']);
  });

  it('choosing a level clears Peu importe', () => {
    expect(toggleEducation(['Peu importe'], 'BAC+8')).toEqual(['BAC+8']);
  });

  it('removing the last level brings Peu importe back', () => {
    expect(toggleEducation(['BAC+4'], 'BAC+4')).toEqual(['Peu importe']);
  });

  it('pressing Peu importe again keeps it: there is always a choice shown', () => {
    expect(toggleEducation(['Peu importe'], 'Peu importe')).toEqual(['Peu importe']);
  });

  it('keeps the levels in the order of the list', () => {
    expect(toggleEducation(['Au delà de BAC+8'], "Jusqu'à BAC+2")).toEqual([
      "Jusqu'à BAC+2",
      'Au delà de BAC+8',
    ]);
  });
});

describe('situations to exclude', () => {
  it('toggles each one, in the order of the list', () => {
    expect(toggleSituation([], 'Divorcé(e)')).toEqual(['Divorcé(e)']);
    expect(toggleSituation(['Divorcé(e)'], 'Fumeur(se)')).toEqual(['Fumeur(se)', 'Divorcé(e)']);
    expect(toggleSituation(['Fumeur(se)', 'Divorcé(e)'], 'Fumeur(se)')).toEqual(['Divorcé(e)']);
  });
});
