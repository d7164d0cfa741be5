/**
 * The answers of the fact questions the encounter preferences filter on (PRODUCT §3). They are written
 * once here, used by the questions, by `extractFacts` and by the preference filters, so the three can
 * never disagree on a wording.
 */

/** PRODUCT §3, character for character: the levels both the question and the education filter offer. */
export const EDUCATION_LEVELS = [
  "Jusqu'à BAC+2",
  'BAC+3',
  'BAC+4',
  'BAC+5',
  'BAC+8',
  'Au delà de BAC+8',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** A faith someone practises or feels bound to: 'Même que la mienne' compares these texts. */
export const FAITHS = [
  'Catholique',
  'Protestante',
  'Orthodoxe',
  'Musulmane',
  'Juive',
  'Bouddhiste',
  'Hindoue',
  'Autre religion',
] as const;
export type Faith = (typeof FAITHS)[number];
export const RELIGION_AGNOSTIC = 'Non-pratiquant(e) ou agnostique';
export const RELIGION_ATHEIST = 'Athée';
export const RELIGION_OPTIONS = [...FAITHS, RELIGION_AGNOSTIC, RELIGION_ATHEIST] as const;

/**
 * A left–right scale, positions -2 to 2 in this order; the two ends are what 'Différente mais pas
 * extrême' leaves out. Not being politically engaged is off the scale.
 */
export const POLITICAL_POSITIONS = [
  'Très à gauche',
  'À gauche',
  'Au centre',
  'À droite',
  'Très à droite',
] as const;
export const POLITICS_NOT_ENGAGED = 'Je ne suis pas engagé(e) politiquement';
export const POLITICAL_OPTIONS = [...POLITICAL_POSITIONS, POLITICS_NOT_ENGAGED] as const;

/** From never to daily; the last two count as smoking for the 'Fumeur(se)' exclusion. */
export const SMOKING_OPTIONS = [
  'Non, jamais',
  "Non, j'ai arrêté",
  'Occasionnellement',
  'Oui, régulièrement',
] as const;
export const SMOKER_ANSWERS: readonly string[] = ['Occasionnellement', 'Oui, régulièrement'];

/** Every answer but the first means having children, for the 'A des enfants' exclusion. */
export const CHILDREN_OPTIONS = [
  "Non, je n'en ai pas",
  'Oui, ils vivent avec moi',
  'Oui, en garde alternée',
  'Oui, ils vivent surtout chez leur autre parent',
  'Oui, ils sont grands et ont pris leur envol',
] as const;

export const SITUATION_DIVORCED = 'Divorcé(e)';
/** Only 'Divorcé(e)' counts for the 'Divorcé(e)' exclusion: a PACS or a life together is not a marriage. */
export const SITUATION_OPTIONS = [
  'Célibataire, jamais marié(e)',
  'Séparé(e) après un PACS ou une vie commune',
  SITUATION_DIVORCED,
  'Veuf ou veuve',
] as const;

/** Which question states which fact. */
export const FACT_QUESTION_IDS = {
  education: 'niveau-etudes',
  religion: 'religion',
  politics: 'position-politique',
  smoking: 'tabac',
  children: 'enfants-actuels',
  situation: 'situation',
} as const;
