import { describe, expect, it } from 'vitest';
import { QUESTION_COUNT } from '../limits';
import {
  CHILDREN_OPTIONS,
  EDUCATION_LEVELS,
  FACT_QUESTION_IDS,
  POLITICAL_OPTIONS,
  RELIGION_OPTIONS,
  SITUATION_OPTIONS,
  SMOKING_OPTIONS,
} from './fact-options';
import { QUESTIONS, questionById, questionByText, questionsInCategory } from './questions';
import { QUESTION_CATEGORIES, type QuestionType, RANGE_MAX, RANGE_MIN } from './types';

const ofType = (type: QuestionType) => QUESTIONS.filter((question) => question.type === type);

describe('the questionnaire', () => {
  it('has the 58 questions of PRODUCT §9, with unique ids and unique texts', () => {
    expect(QUESTIONS).toHaveLength(QUESTION_COUNT);
    expect(new Set(QUESTIONS.map((question) => question.id)).size).toBe(QUESTION_COUNT);
    expect(new Set(QUESTIONS.map((question) => question.text)).size).toBe(QUESTION_COUNT);
  });

  it('spreads the questions evenly over the six categories of PRODUCT §2.6', () => {
    expect(QUESTION_CATEGORIES.map((category) => category.label)).toEqual([
      'Connexion émotionnelle et communication',
      'Valeurs, ambitions et projets de vie',
      'Attirance, intimité et compatibilité',
      'Identité sociale et relations extérieures',
      'Vie quotidienne et gestion des finances',
      'Spiritualité et philosophie de vie',
    ]);
    for (const category of QUESTION_CATEGORIES) {
      const count = questionsInCategory(category.id).length;
      expect(count, category.id).toBeGreaterThanOrEqual(9);
      expect(count, category.id).toBeLessThanOrEqual(10);
    }
  });

  it('mixes every type of question', () => {
    expect(ofType('slider').length).toBeGreaterThanOrEqual(5);
    expect(ofType('range').length).toBeGreaterThanOrEqual(2);
    expect(ofType('single').length).toBeGreaterThanOrEqual(10);
    expect(ofType('multiple').length).toBeGreaterThanOrEqual(4);
    expect(ofType('rank').length).toBeGreaterThanOrEqual(3);
  });

  it('has a km slider up to 101, a % slider and a k€ range over 0–200', () => {
    expect(QUESTIONS.some((q) => q.type === 'slider' && q.unit === 'km' && q.maxRange === 101)).toBe(true);
    expect(QUESTIONS.some((q) => q.type === 'slider' && q.unit === '%' && q.maxRange === 100)).toBe(true);
    expect(QUESTIONS.some((q) => q.type === 'range' && q.unit === 'k€')).toBe(true);
  });

  it.each(QUESTIONS.map((question) => [question.id, question] as const))(
    '%s is well formed',
    (_, question) => {
      expect(question.text).toBe(question.text.trim());
      expect(question.text.length).toBeGreaterThan(10);
      expect(question.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // Straight apostrophes only: a key typed with the other one would not match.
      expect(question.text).not.toContain('’');
      switch (question.type) {
        case 'slider':
          expect(question.maxRange).toBeGreaterThan(0);
          expect(question.leftLabel).not.toBe('');
          expect(question.rightLabel).not.toBe('');
          expect(question.displayCursorValue).toBe(question.unit !== undefined);
          break;
        case 'range':
          expect([question.min, question.max]).toEqual([RANGE_MIN, RANGE_MAX]);
          expect(question.leftLabel).not.toBe('');
          break;
        default: {
          const options = question.options;
          expect(options.length).toBeGreaterThanOrEqual(question.type === 'single' ? 3 : 4);
          expect(new Set(options).size).toBe(options.length);
          for (const option of options) {
            expect(option).toBe(option.trim());
            expect(option).not.toContain('’');
          }
          if (question.type === 'single') {
            expect(question.multiple).toBe(false);
            for (const option of question.offScale ?? []) expect(options).toContain(option);
          }
          if (question.type === 'multiple') {
            expect(question.multiple).toBe(true);
            expect(question.maxChoices ?? options.length).toBeGreaterThanOrEqual(2);
            for (const option of question.exclusiveOptions ?? []) expect(options).toContain(option);
          }
        }
      }
    },
  );

  it('finds a question by its trimmed text and by its id', () => {
    const first = QUESTIONS[0];
    expect(questionByText(`  ${first?.text}\n`)).toBe(first);
    expect(questionById(first?.id ?? '')).toBe(first);
    expect(questionByText('Quelle est votre couleur préférée ?')).toBeUndefined();
  });
});

describe('the fact questions', () => {
  const fact = (id: string) => {
    const question = questionById(id);
    if (question?.type !== 'single') throw new Error(`${id} is not a single-choice question`);
    return question;
  };

  it('asks the education level with exactly the levels of PRODUCT §3, as a scale', () => {
    const question = fact(FACT_QUESTION_IDS.education);
    expect(question.options).toEqual([
      "Jusqu'à BAC+2",
      'BAC+3',
      'BAC+4',
      'BAC+5',
      'BAC+8',
      'Au delà de BAC+8',
    ]);
    expect(question.options).toEqual(EDUCATION_LEVELS);
    expect(question.ordered).toBe(true);
  });

  it('asks religion, political stance, smoking, children and situation with the filter options', () => {
    expect(fact(FACT_QUESTION_IDS.religion).options).toEqual(RELIGION_OPTIONS);
    expect(RELIGION_OPTIONS).toContain('Non-pratiquant(e) ou agnostique');
    expect(RELIGION_OPTIONS).toContain('Athée');
    expect(fact(FACT_QUESTION_IDS.politics).options).toEqual([
      'Très à gauche',
      'À gauche',
      'Au centre',
      'À droite',
      'Très à droite',
      'Je ne suis pas engagé(e) politiquement',
    ]);
    expect(fact(FACT_QUESTION_IDS.politics).options).toEqual(POLITICAL_OPTIONS);
    expect(fact(FACT_QUESTION_IDS.smoking).options).toEqual(SMOKING_OPTIONS);
    expect(fact(FACT_QUESTION_IDS.children).options).toEqual(CHILDREN_OPTIONS);
    expect(fact(FACT_QUESTION_IDS.situation).options).toEqual(SITUATION_OPTIONS);
    expect(SITUATION_OPTIONS).toContain('Divorcé(e)');
  });
});
