import { describe, expect, it } from 'vitest';
import { questionnaireMessages as m } from '../messages';
import { seededRandom } from '../seeded-random';
import { canContinue, defaultAnswer, generateAnswers, personalityAnswers, validateAnswers } from './answers';
import { QUESTIONS } from './questions';
import { SENSITIVE_QUESTION_IDS, withoutSensitiveAnswers } from './sensitive';
import { answersWith } from './test-helpers';
import type { Question, QuestionType } from './types';

function first<T extends QuestionType>(type: T, where: (question: Question) => boolean = () => true) {
  const found = QUESTIONS.find((question) => question.type === type && where(question));
  if (!found || found.type !== type) throw new Error(`no ${type} question`);
  return found as Extract<Question, { type: T }>;
}

const slider = first('slider');
const range = first('range');
const single = first('single');
const multiple = first(
  'multiple',
  (question) => question.type === 'multiple' && question.maxChoices !== undefined,
);
const exclusive = first(
  'multiple',
  (question) => question.type === 'multiple' && !!question.exclusiveOptions,
);
const rank = first('rank');

const refusal = (raw: unknown) => {
  const result = validateAnswers(raw);
  if (result.success) throw new Error('expected a refusal');
  return result.errors;
};

describe('validateAnswers', () => {
  it('accepts complete valid answers, over many random sets', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const answers = generateAnswers(seededRandom(seed));
      const result = validateAnswers(answers);
      expect(result).toEqual({ success: true, answers });
    }
  });

  it('trims the keys, and drops anything beyond min and max from a range', () => {
    const answers = answersWith(1);
    const raw = { ...answers, [range.text]: { min: 10, max: 20, label: 'x' } };
    delete raw[slider.text];
    raw[`  ${slider.text} `] = 30;
    const result = validateAnswers(raw);
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.answers[slider.text]).toBe(30);
      expect(result.answers[range.text]).toEqual({ min: 10, max: 20 });
    }
  });

  it('refuses a partial upload, naming each missing question', () => {
    const answers = answersWith(2);
    delete answers[rank.text];
    delete answers[single.text];
    expect(refusal(answers)).toEqual([m.missing(single.text), m.missing(rank.text)]);
    // Sensitive questions may be left out all together (no consent), so {} misses the others.
    expect(refusal({})).toHaveLength(QUESTIONS.length - SENSITIVE_QUESTION_IDS.length);
  });

  it('accepts an upload without any sensitive answer, refuses one with only some of them', () => {
    const answers = answersWith(5);
    const without = withoutSensitiveAnswers(answers);
    expect(Object.keys(without)).toHaveLength(QUESTIONS.length - SENSITIVE_QUESTION_IDS.length);
    expect(validateAnswers(without)).toEqual({ success: true, answers: without });
    const religion = QUESTIONS.find((question) => question.id === 'religion');
    if (!religion) throw new Error('no religion question');
    const partial = { ...without, [religion.text]: answers[religion.text] };
    expect(refusal(partial).length).toBe(SENSITIVE_QUESTION_IDS.length - 1);
  });

  it('refuses what is not an object of answers', () => {
    for (const raw of [null, 'réponses', 42, [], [answersWith(3)]])
      expect(refusal(raw)).toEqual([m.notAnObject]);
  });

  it('refuses unknown questions and the same question twice', () => {
    const answers = answersWith(4);
    expect(refusal({ ...answers, 'Aimez-vous les brocolis ?': 'Oui' })).toEqual([
      m.unknownQuestion('Aimez-vous les brocolis ?'),
    ]);
    expect(refusal({ ...answers, [` ${slider.text}`]: 40 })).toEqual([m.duplicateQuestion(slider.text)]);
  });

  it.each([
    ['a number out of range', 101],
    ['a negative number', -1],
    ['a string', '50'],
    ['not a number', Number.NaN],
  ])('refuses a slider answer that is %s', (_, value) => {
    expect(refusal(answersWith(5, { [slider.id]: value as number }))).toEqual([
      m.sliderInvalid(slider.text, slider.maxRange),
    ]);
  });

  it.each([
    ['min too close to max', { min: 50, max: 50 }],
    ['min above max', { min: 60, max: 40 }],
    ['a bound beyond 200', { min: 0, max: 201 }],
    ['a negative bound', { min: -1, max: 10 }],
    ['decimals', { min: 1.5, max: 10 }],
    ['a missing bound', { min: 3 }],
    ['a list', [0, 200]],
  ])('refuses a range answer with %s', (_, value) => {
    expect(refusal(answersWith(6, { [range.id]: value as never }))).toEqual([
      m.rangeInvalid(range.text, 0, 200, 1),
    ]);
  });

  it('accepts a range whose min is 1 below its max', () => {
    expect(validateAnswers(answersWith(6, { [range.id]: { min: 199, max: 200 } })).success).toBe(true);
  });

  it.each([
    ['an unknown option', 'Peut-être'],
    ['a list', []],
    ['nothing', null],
  ])('refuses a single choice that is %s', (_, value) => {
    expect(refusal(answersWith(7, { [single.id]: value as never }))).toEqual([m.singleInvalid(single.text)]);
  });

  it('refuses a multiple choice that is empty, repeated, unknown, too long or mixes an exclusive option', () => {
    const [a, b, c, d] = multiple.options as [string, string, string, string];
    expect(refusal(answersWith(8, { [multiple.id]: [] }))).toEqual([m.multipleEmpty(multiple.text)]);
    expect(refusal(answersWith(8, { [multiple.id]: [a, a] }))).toEqual([m.multipleInvalid(multiple.text)]);
    expect(refusal(answersWith(8, { [multiple.id]: [a, 'Autre chose'] }))).toEqual([
      m.multipleInvalid(multiple.text),
    ]);
    expect(refusal(answersWith(8, { [multiple.id]: a }))).toEqual([m.multipleInvalid(multiple.text)]);
    expect(refusal(answersWith(8, { [multiple.id]: [a, b, c, d] }))).toEqual([
      m.multipleTooMany(multiple.text, multiple.maxChoices ?? 0),
    ]);
    const alone = exclusive.exclusiveOptions?.[0] ?? '';
    const other = exclusive.options.find((option) => option !== alone) ?? '';
    expect(validateAnswers(answersWith(8, { [exclusive.id]: [alone] })).success).toBe(true);
    expect(refusal(answersWith(8, { [exclusive.id]: [other, alone] }))).toEqual([
      m.multipleExclusive(exclusive.text, alone),
    ]);
  });

  it('refuses a ranking that is not a permutation of the options', () => {
    const options = [...rank.options];
    const [head = '', ...tail] = options;
    for (const value of [tail, [...options, head], [head, head, ...tail.slice(1)], [...tail, 'Autre'], 'a']) {
      expect(refusal(answersWith(9, { [rank.id]: value as never }))).toEqual([m.rankInvalid(rank.text)]);
    }
    expect(validateAnswers(answersWith(9, { [rank.id]: [...options].reverse() })).success).toBe(true);
  });

  it('reports every problem at once, in questionnaire order', () => {
    const answers = answersWith(10, { [slider.id]: 500, [single.id]: 'x' });
    delete answers[rank.text];
    expect(refusal(answers)).toEqual([
      m.singleInvalid(single.text),
      m.missing(rank.text),
      m.sliderInvalid(slider.text, slider.maxRange),
    ]);
  });

  it('names the question in French', () => {
    expect(m.missing('Croyez-vous au destin ?')).toBe(
      'Veuillez répondre à la question «\u00a0Croyez-vous au destin ?\u00a0».',
    );
  });
});

describe('personalityAnswers (the upload schema)', () => {
  it('passes valid answers through and refuses invalid ones with the French messages', () => {
    const answers = answersWith(11);
    expect(personalityAnswers.parse(answers)).toEqual(answers);
    const result = personalityAnswers.safeParse({ ...answers, [slider.text]: 1000 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      m.sliderInvalid(slider.text, slider.maxRange),
    ]);
  });
});

describe('defaultAnswer (PRODUCT §3, §9)', () => {
  it('puts a slider at half its maximum, rounded to its step', () => {
    expect(defaultAnswer(slider)).toBe(slider.maxRange / 2);
    const km = first('slider', (question) => question.type === 'slider' && question.maxRange === 101);
    expect(defaultAnswer(km)).toBe(51);
  });

  it('spans a range over 0–200, keeps a ranking in the given order and leaves choices empty', () => {
    expect(defaultAnswer(range)).toEqual({ min: 0, max: 200 });
    expect(defaultAnswer(rank)).toEqual(rank.options);
    expect(defaultAnswer(rank)).not.toBe(rank.options);
    expect(defaultAnswer(single)).toBeNull();
    expect(defaultAnswer(multiple)).toEqual([]);
  });

  it('gives defaults that validate for sliders, ranges and rankings', () => {
    const answers = answersWith(12);
    for (const question of QUESTIONS) {
      const value = defaultAnswer(question);
      if (value !== null && !(Array.isArray(value) && value.length === 0)) answers[question.text] = value;
    }
    expect(validateAnswers(answers).success).toBe(true);
  });
});

describe('canContinue (PRODUCT §5)', () => {
  it('waits for a choice on choice questions only', () => {
    expect(canContinue(single, defaultAnswer(single))).toBe(false);
    expect(canContinue(single, single.options[0])).toBe(true);
    expect(canContinue(multiple, defaultAnswer(multiple))).toBe(false);
    expect(canContinue(multiple, [multiple.options[0] ?? ''])).toBe(true);
    for (const question of [slider, range, rank])
      expect(canContinue(question, defaultAnswer(question))).toBe(true);
  });
});
