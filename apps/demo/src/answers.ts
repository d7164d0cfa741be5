import {
  CHILDREN_OPTIONS,
  EDUCATION_LEVELS,
  type EducationLevel,
  FACT_QUESTION_IDS,
  generateAnswers,
  type PersonalityAnswers,
  type POLITICAL_OPTIONS,
  questionById,
  type RELIGION_OPTIONS,
  SITUATION_OPTIONS,
  type SMOKING_OPTIONS,
  validateAnswers,
} from '@lien/contract/rules';
import type { Children } from './data/bio-fragments';
import { chance, deriveSeed, type Random, seededRandom, weighted } from './random';

/** How many personality families a population has: members of one family get on better. */
export const ARCHETYPES = 6;

/**
 * A questionnaire that resembles the people it belongs to.
 *
 * Independent random answers would make everyone about equally compatible with everyone, and the deck's
 * order would mean nothing. So each member belongs to one of a few families (archetypes) and answers
 * like their family with a strength of their own: the contract's generateAnswers draws the same number
 * of values per question whatever they are, so two streams (the family's and the person's) can be
 * drawn side by side and each value taken from one or the other. Two people of one family share many
 * answers, two of different families few: compatibilities spread from low to high.
 *
 * The facts the encounter preferences filter on (education, religion, politics, tobacco, children,
 * situation) are then set as French people of that age would answer them, rather than uniformly: few
 * divorced 20-year-olds, many grown-up children at 65.
 */
export function correlatedAnswers(
  populationSeed: number,
  archetype: number,
  likeness: number,
  random: Random,
): PersonalityAnswers {
  const family = seededRandom(deriveSeed(populationSeed, 0xa4c4e7, archetype));
  const own = seededRandom(random() * 2 ** 32);
  const chooser = seededRandom(random() * 2 ** 32);
  return generateAnswers(() => {
    const shared = family();
    const personal = own();
    return chooser() < likeness ? shared : personal;
  });
}

/** The facts a demo member states, drawn for their age. */
export interface DrawnFacts {
  education: EducationLevel;
  religion: (typeof RELIGION_OPTIONS)[number];
  politics: (typeof POLITICAL_OPTIONS)[number];
  smoking: (typeof SMOKING_OPTIONS)[number];
  children: (typeof CHILDREN_OPTIONS)[number];
  situation: (typeof SITUATION_OPTIONS)[number];
}

/** Where the children live, from the children answer (its options in the contract's order). */
export function childrenOf(answer: DrawnFacts['children']): Children {
  const kinds: Children[] = ['none', 'home', 'shared', 'away', 'grown'];
  return kinds[CHILDREN_OPTIONS.indexOf(answer)] ?? 'none';
}

/** Education for someone's age: under 21 nobody holds more than BAC+2; later, roughly France's spread. */
export function drawEducation(random: Random, age: number): EducationLevel {
  if (age < 21) return EDUCATION_LEVELS[0];
  if (age < 23)
    return weighted(random, [
      [EDUCATION_LEVELS[0], 60],
      [EDUCATION_LEVELS[1], 40],
    ]);
  return weighted(random, [
    [EDUCATION_LEVELS[0], 34],
    [EDUCATION_LEVELS[1], 20],
    [EDUCATION_LEVELS[2], 10],
    [EDUCATION_LEVELS[3], 27],
    [EDUCATION_LEVELS[4], 6],
    [EDUCATION_LEVELS[5], 3],
  ]);
}

/** The other facts, for someone's age (the weights are rough French proportions, not statistics). */
export function drawFacts(random: Random, age: number, education: EducationLevel): DrawnFacts {
  const older = age >= 50;
  const religion = weighted(random, [
    ['Catholique', older ? 40 : 24],
    ['Non-pratiquant(e) ou agnostique', 30],
    ['Athée', older ? 18 : 27],
    ['Musulmane', 8],
    ['Protestante', 2],
    ['Juive', 1],
    ['Bouddhiste', 1.5],
    ['Orthodoxe', 1],
    ['Hindoue', 0.5],
    ['Autre religion', 1],
  ] as const);
  const politics = weighted(random, [
    ['Je ne suis pas engagé(e) politiquement', 45],
    ['Très à gauche', 5],
    ['À gauche', 17],
    ['Au centre', 15],
    ['À droite', 14],
    ['Très à droite', 4],
  ] as const);
  const smoking = weighted(random, [
    ['Non, jamais', 55],
    ["Non, j'ai arrêté", age >= 35 ? 22 : 10],
    ['Occasionnellement', age < 35 ? 18 : 10],
    ['Oui, régulièrement', 12],
  ] as const);
  return { education, religion, politics, smoking, ...drawFamily(random, age) };
}

function drawFamily(random: Random, age: number): Pick<DrawnFacts, 'children' | 'situation'> {
  const [none, home, shared, away, grown] = CHILDREN_OPTIONS;
  const [single, separated, divorced, widowed] = SITUATION_OPTIONS;
  if (age < 25) {
    return {
      children: chance(random, 0.95) ? none : home,
      situation: chance(random, 0.96) ? single : separated,
    };
  }
  if (age < 35) {
    const situation = weighted(random, [
      [single, 70],
      [separated, 24],
      [divorced, 6],
    ] as const);
    const children =
      situation === single && chance(random, 0.85)
        ? none
        : weighted(random, [
            [none, 50],
            [home, 25],
            [shared, 20],
            [away, 5],
          ] as const);
    return { children, situation };
  }
  if (age < 50) {
    const situation = weighted(random, [
      [single, 33],
      [separated, 30],
      [divorced, 35],
      [widowed, 2],
    ] as const);
    const children = weighted(random, [
      [none, 40],
      [home, 22],
      [shared, 28],
      [away, 8],
      [grown, 2],
    ] as const);
    return { children, situation };
  }
  const situation = weighted(random, [
    [single, 18],
    [separated, 20],
    [divorced, 50],
    [widowed, 12],
  ] as const);
  const children = weighted(random, [
    [none, 28],
    [home, 4],
    [shared, 4],
    [away, 4],
    [grown, 60],
  ] as const);
  return { children, situation };
}

/**
 * The member's answers with their facts written in, checked by the contract exactly as an upload is:
 * a demo questionnaire could not be saved if a real one with the same answers would be refused.
 */
export function withFacts(answers: PersonalityAnswers, facts: DrawnFacts): PersonalityAnswers {
  const result = { ...answers };
  const set = (id: string, value: string) => {
    const question = questionById(id);
    if (!question) throw new Error(`demo: no question ${id}`);
    result[question.text] = value;
  };
  set(FACT_QUESTION_IDS.education, facts.education);
  set(FACT_QUESTION_IDS.religion, facts.religion);
  set(FACT_QUESTION_IDS.politics, facts.politics);
  set(FACT_QUESTION_IDS.smoking, facts.smoking);
  set(FACT_QUESTION_IDS.children, facts.children);
  set(FACT_QUESTION_IDS.situation, facts.situation);
  const checked = validateAnswers(result);
  if (!checked.success) throw new Error(`demo: invalid answers: ${checked.errors.join(' ')}`);
  return checked.answers;
}
