import {
  CHILDREN_OPTIONS,
  EDUCATION_LEVELS,
  type EducationLevel,
  FACT_QUESTION_IDS,
  FAITHS,
  type Faith,
  POLITICAL_POSITIONS,
  POLITICS_NOT_ENGAGED,
  RELIGION_AGNOSTIC,
  RELIGION_ATHEIST,
  SITUATION_DIVORCED,
  SITUATION_OPTIONS,
  SMOKER_ANSWERS,
  SMOKING_OPTIONS,
} from './fact-options';
import { questionById } from './questions';
import type { PersonalityAnswers } from './types';

/** A faith, or none: 'Non-pratiquant(e) ou agnostique' is agnostic, 'Athée' atheist. */
export type ReligionFact = { kind: 'believer'; faith: Faith } | { kind: 'agnostic' } | { kind: 'atheist' };

/** -2 'Très à gauche' … 0 'Au centre' … 2 'Très à droite'. */
export type PoliticalPosition = -2 | -1 | 0 | 1 | 2;
export type PoliticsFact = { engaged: true; position: PoliticalPosition } | { engaged: false };

/**
 * What the encounter preferences filter on, read from the fact questions; stored as typed columns.
 * Religion and politics are null when not shared (no sensitive-data consent, sensitive.ts).
 */
export interface QuestionnaireFacts {
  educationLevel: EducationLevel;
  religion: ReligionFact | null;
  politics: PoliticsFact | null;
  smoker: boolean;
  hasChildren: boolean;
  divorced: boolean;
}

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function factAnswer(answers: PersonalityAnswers, id: string): string {
  const value = optionalFactAnswer(answers, id);
  if (value === undefined) throw new Error(`extractFacts: no answer to the fact question "${id}"`);
  return value;
}

function optionalFactAnswer(answers: PersonalityAnswers, id: string): string | undefined {
  const question = questionById(id);
  const value = question ? answers[question.text] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads the facts from a complete, validated set of answers (see `validateAnswers`); throws on an answer
 * that is missing or not one of the fact options, which validation would have refused. Religion and
 * politics are null when the sensitive answers were left out.
 */
export function extractFacts(answers: PersonalityAnswers): QuestionnaireFacts {
  const education = factAnswer(answers, FACT_QUESTION_IDS.education);
  const religion = optionalFactAnswer(answers, FACT_QUESTION_IDS.religion);
  const politics = optionalFactAnswer(answers, FACT_QUESTION_IDS.politics);
  const children = factAnswer(answers, FACT_QUESTION_IDS.children);
  const smoking = factAnswer(answers, FACT_QUESTION_IDS.smoking);
  const situation = factAnswer(answers, FACT_QUESTION_IDS.situation);
  if (!includes(EDUCATION_LEVELS, education))
    throw new Error(`extractFacts: unknown education "${education}"`);
  if (!includes(CHILDREN_OPTIONS, children)) throw new Error(`extractFacts: unknown children "${children}"`);
  if (!includes(SMOKING_OPTIONS, smoking)) throw new Error(`extractFacts: unknown smoking "${smoking}"`);
  if (!includes(SITUATION_OPTIONS, situation))
    throw new Error(`extractFacts: unknown situation "${situation}"`);
  return {
    educationLevel: education,
    religion: religion === undefined ? null : religionFact(religion),
    politics: politics === undefined ? null : politicsFact(politics),
    smoker: SMOKER_ANSWERS.includes(smoking),
    hasChildren: children !== CHILDREN_OPTIONS[0],
    divorced: situation === SITUATION_DIVORCED,
  };
}

function religionFact(answer: string): ReligionFact {
  if (includes(FAITHS, answer)) return { kind: 'believer', faith: answer };
  if (answer === RELIGION_AGNOSTIC) return { kind: 'agnostic' };
  if (answer === RELIGION_ATHEIST) return { kind: 'atheist' };
  throw new Error(`extractFacts: unknown religion "${answer}"`);
}

function politicsFact(answer: string): PoliticsFact {
  const index = (POLITICAL_POSITIONS as readonly string[]).indexOf(answer);
  if (index >= 0) return { engaged: true, position: (index - 2) as PoliticalPosition };
  if (answer === POLITICS_NOT_ENGAGED) return { engaged: false };
  throw new Error(`extractFacts: unknown politics "${answer}"`);
}
