import { describe, expect, it } from 'vitest';
import { questionBuilders } from './build';
import { formatAnswerValue, formatRangeAnswer } from './format';

const q = questionBuilders('daily');
const km = q.slider('km', 'Distance ?', { left: 'Près', right: 'Loin', maxRange: 101, unit: 'km' });
const euros = q.range('euros', 'Revenu ?', { left: 'Peu', right: 'Beaucoup', unit: 'k€' });
const percent = q.slider('pourcent', 'Part ?', { left: 'Rien', right: 'Tout', unit: '%' });
const plain = q.range('invites', 'Invités ?', { left: 'Peu', right: 'Beaucoup' });

describe('formatAnswerValue (PRODUCT §9)', () => {
  it('reads km, and "100 km+" from 101 on', () => {
    expect(formatAnswerValue(km, 0)).toBe('0 km');
    expect(formatAnswerValue(km, 100)).toBe('100 km');
    expect(formatAnswerValue(km, 101)).toBe('100 km+');
  });

  it('reads k€, and "200 k€+" at 200', () => {
    expect(formatAnswerValue(euros, 45)).toBe('45 k€');
    expect(formatAnswerValue(euros, 199)).toBe('199 k€');
    expect(formatAnswerValue(euros, 200)).toBe('200 k€+');
  });

  it('reads percentages and bare numbers, rounded', () => {
    expect(formatAnswerValue(percent, 72.4)).toBe('72 %');
    expect(formatAnswerValue(plain, 120)).toBe('120');
  });

  it('reads a range as one caption', () => {
    expect(formatRangeAnswer(euros, { min: 30, max: 200 })).toBe('30 k€ – 200 k€+');
  });

  it('makes sliders with a unit show their value and opinion sliders not', () => {
    expect(km).toMatchObject({ valuePosition: true, displayCursorValue: true });
    const opinion = q.slider('avis', 'Avis ?', { left: 'Non', right: 'Oui' });
    expect(opinion).toMatchObject({ maxRange: 100, valuePosition: false, displayCursorValue: false });
    expect(opinion).not.toHaveProperty('unit');
  });
});
