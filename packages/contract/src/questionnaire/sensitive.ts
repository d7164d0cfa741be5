import { FACT_QUESTION_IDS } from './fact-options';
import { QUESTIONS } from './questions';
import type { PersonalityAnswers, Question, QuestionCategoryId } from './types';

/*
 * Sensitive data (RGPD art. 9, issue #16): the questions that reveal religious or philosophical
 * beliefs, political opinions or intimate life are asked only after the member's separate, explicit
 * consent (`SENSITIVE_CONSENT_TEXT`). Without it:
 *
 * - the questionnaire skips them and the upload carries none of them (the server refuses them);
 * - the affinity categories made of them show « Non partagé » (`NOT_SHARED`) between the member and
 *   anyone, and the overall figure is the mean of the other categories; the politics question, alone
 *   of its kind in the 'social' category, is left out of that category's figure for the pair;
 * - the deck neither filters the member on these facts (a candidate whose religion or politics is not
 *   shared passes every partner religion/politics preference) nor filters for them (their own partner
 *   religion/politics preferences are not applied, shown « Non partagé », and reset to 'Peu importe'
 *   when consent is withdrawn): a preference such as 'Même que la mienne' would itself reveal the
 *   belief, and a filter on a fact the member keeps to themselves cannot be fair either way.
 */

/**
 * The affinity categories asked only with consent, whole: 'intimacy' (intimate life) and
 * 'spirituality' (religion and philosophy of life). A category's figure mixes all its questions, so
 * it is shared whole or not at all.
 */
export const SENSITIVE_CATEGORY_IDS: readonly QuestionCategoryId[] = ['intimacy', 'spirituality'];

/** Every sensitive question, by id: the two categories above and the political position. */
export const SENSITIVE_QUESTION_IDS: readonly string[] = QUESTIONS.filter(
  (question) =>
    SENSITIVE_CATEGORY_IDS.includes(question.category) || question.id === FACT_QUESTION_IDS.politics,
).map((question) => question.id);

const sensitiveIds = new Set(SENSITIVE_QUESTION_IDS);

/** Whether a question is asked only with the sensitive-data consent. */
export function isSensitiveQuestion(question: Pick<Question, 'id'>): boolean {
  return sensitiveIds.has(question.id);
}

/** The answers without those to sensitive questions. */
export function withoutSensitiveAnswers(answers: PersonalityAnswers): PersonalityAnswers {
  const kept: PersonalityAnswers = {};
  for (const question of QUESTIONS) {
    const value = answers[question.text];
    if (value !== undefined && !isSensitiveQuestion(question)) kept[question.text] = value;
  }
  return kept;
}

/** Whether an upload holds at least one answer to a sensitive question. */
export function hasSensitiveAnswers(answers: PersonalityAnswers): boolean {
  return QUESTIONS.some((question) => isSensitiveQuestion(question) && answers[question.text] !== undefined);
}

/** The version of the consent text below: a new text takes a new version, and consents name theirs. */
export const SENSITIVE_CONSENT_VERSION = '2026-11-28';

/**
 * The first consent text that tells of « Pourquoi vous deux ? » (issue #26): a sensitive question
 * speaks in a pair's reasons only when both consents in force were given to this text or a later one.
 * A consent to an earlier text ('2026-11-25': « jamais affichées sur votre profil ») keeps its uses,
 * the affinity figures and the preferences, and never more. Versions are dates: they compare as text.
 */
export const SENSITIVE_REASONS_SINCE = '2026-11-28';

/** The consent as the member reads it, word for word, with the box left unticked. */
export const SENSITIVE_CONSENT_TEXT = {
  title: 'Questions sensibles',
  intro:
    "Les questions qui suivent portent sur vos convictions religieuses ou philosophiques, vos opinions politiques et votre vie intime. Ce sont des données sensibles au sens de l'article 9 du RGPD\u00a0: nous ne les enregistrons qu'avec votre accord explicite.",
  uses: "Avec votre accord, vos réponses servent uniquement à calculer vos affinités avec d'autres membres (catégories «\u00a0Attirance, intimité et compatibilité\u00a0» et «\u00a0Spiritualité et philosophie de vie\u00a0») et à appliquer vos préférences de religion et d'orientation politique. Avec un membre qui a donné le même accord, «\u00a0Pourquoi vous deux\u00a0?\u00a0» peut aussi dire à chacun de vous deux ce qui vous rapproche ou vous distingue sur ces sujets. Vos réponses elles-mêmes ne sont jamais affichées sur votre profil.",
  refusal:
    "Sans accord, ces questions sont passées, rien n'en est enregistré, et ces affinités apparaissent comme «\u00a0Non partagé\u00a0». Vous pouvez utiliser Lien normalement.",
  withdrawal:
    'Vous pouvez retirer votre accord à tout moment dans «\u00a0Confidentialité\u00a0»\u00a0: vos réponses à ces questions sont alors effacées aussitôt.',
  checkbox:
    "J'accepte que Lien enregistre et utilise mes réponses aux questions sensibles (religion, politique, vie intime) pour calculer mes affinités et les expliquer à un membre qui a donné le même accord.",
} as const;

/** Shown wherever a category, a fact or a preference is not shared. */
export const NOT_SHARED = 'Non partagé';
