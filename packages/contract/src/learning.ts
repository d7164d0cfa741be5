import { QUESTION_CATEGORIES, type QuestionCategoryId } from './questionnaire/types';
import { z } from './zod-fr';

/*
 * « Ce que Lien a appris de vos rencontres » (issue #27): what the member's « Vous vous êtes vus ? »
 * answers changed in the order of their deck and « choix du jour », per affinity category. The rule
 * itself is the API's (features/learning/rule.ts); the member sees where each category goes.
 */

/** How a category counts now in the member's ranking: more, less, or as before. */
export const LEARNED_DIRECTIONS = ['more', 'less', 'unchanged'] as const;
export type LearnedDirection = (typeof LEARNED_DIRECTIONS)[number];

const categoryIds = QUESTION_CATEGORIES.map((category) => category.id) as [
  QuestionCategoryId,
  ...QuestionCategoryId[],
];

/** One affinity category as the learning left it. */
export const learnedCategory = z.lazy(() =>
  z.object({
    category: z.enum(categoryIds),
    /** Its weight in the member's ranking: 1 as at first, from 0.5 to 2. */
    weight: z.number(),
    direction: z.enum(LEARNED_DIRECTIONS),
    /** The answers that moved it (a pair who shared this category). */
    answers: z.number().int().nonnegative(),
  }),
);
export type LearnedCategory = z.infer<typeof learnedCategory>;

/** GET /api/learned_weights (and the reset's reply): the member's own, never anyone else's. */
export const learnedWeightsReply = z.lazy(() =>
  z.object({
    /** The answers taken into account since the last reset: « j'aimerais la revoir » and « sans suite ». */
    answers: z.number().int().nonnegative(),
    /** ISO 8601 UTC: the last reset, null when never reset. */
    resetAt: z.string().nullable(),
    /** The six categories, in QUESTION_CATEGORIES order. */
    categories: z.array(learnedCategory).length(QUESTION_CATEGORIES.length),
  }),
);
export type LearnedWeightsReply = z.infer<typeof learnedWeightsReply>;

/** The screen's texts (PRODUCT « Ce que Lien a appris de vos rencontres »). */
export const learningMessages = {
  /** The screen's title, and its entry in the side menu. */
  title: 'Ce que Lien a appris de vos rencontres',
  lead: 'Après un rendez-vous, votre réponse à «\u00a0Vous vous êtes vus\u00a0?\u00a0» aide Lien à choisir l’ordre de vos profils et votre choix du jour\u00a0: les domaines où vous vous accordiez le mieux avec les personnes que vous aimeriez revoir comptent davantage, ceux de vos rencontres sans suite comptent moins.',
  /** Under the lead: the figure on the cards is not touched. */
  figureUnchanged: 'Le pourcentage de compatibilité affiché sur les profils, lui, ne change pas.',
  loading: 'Chargement de ce que Lien a appris...',
  loadFailed: 'Impossible de charger ce que Lien a appris. Veuillez réessayer.',
  /** No answer taken into account yet (or none since the last reset). */
  empty:
    'Lien n’a encore rien appris de vos rencontres. Après un rendez-vous, répondez à «\u00a0Vous vous êtes vus\u00a0?\u00a0» dans vos messages\u00a0: vos réponses affineront l’ordre de vos profils.',
  /** How many answers the whole is based on. */
  summary: (answers: number) =>
    answers === 1 ? 'Lien a tenu compte d’une rencontre.' : `Lien a tenu compte de ${answers} rencontres.`,
  directions: {
    more: 'Compte davantage',
    less: 'Compte moins',
    unchanged: 'Inchangé',
  } satisfies Record<LearnedDirection, string>,
  /** How many answers one category's direction is based on. */
  basedOn: (answers: number) =>
    answers === 0
      ? 'Aucune réponse ne porte sur ce domaine'
      : answers === 1
        ? 'D’après 1 réponse'
        : `D’après ${answers} réponses`,
  reset: 'Réinitialiser',
  resetTitle: 'Réinitialiser ce que Lien a appris\u00a0?',
  resetBody:
    'Lien oubliera ce qu’il a appris de vos réponses et classera de nouveau vos profils selon la seule compatibilité. Vos réponses restent enregistrées, mais seules les prochaines compteront.',
  cancel: 'Annuler',
  resetDone: 'C’est fait\u00a0: Lien repart de zéro. Vos prochaines réponses compteront de nouveau.',
  resetFailed: 'La réinitialisation a échoué. Veuillez réessayer.',
} as const;
