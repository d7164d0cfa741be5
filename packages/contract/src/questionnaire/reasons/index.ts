import type { Gender } from '../../signup-options';
import type { AnswerValue } from '../types';

/*
 * « Pourquoi vous deux ? » (issue #26): each question's phrasing for agreement and for difference,
 * written once here and said for a pair. IN PROGRESS: the phrasings are being written; until then
 * every question answers null (no reason), which the engine treats as "nothing to say".
 */

/** Who the sentence speaks to (« vous ») and of (« il », « elle »): agreements follow both genders. */
export interface PairGenders {
  viewer: Gender;
  other: Gender;
}

/**
 * The sentence saying that the viewer and the other member agree on question `questionId`, given both
 * answers (close, as the engine judged them); null when the question has nothing worth saying.
 */
export function sayAgreement(
  _questionId: string,
  _viewerAnswer: AnswerValue,
  _otherAnswer: AnswerValue,
  _pair: PairGenders,
): string | null {
  return null;
}

/**
 * The sentence saying kindly where they differ on `questionId`, as something to talk about
 * (« Elle aime les grandes fêtes, vous préférez les petits comités : à en parler ? »); null when the
 * question has no difference worth raising.
 */
export function sayDifference(
  _questionId: string,
  _viewerAnswer: AnswerValue,
  _otherAnswer: AnswerValue,
  _pair: PairGenders,
): string | null {
  return null;
}
