import type { Gender } from '../../signup-options';
import { questionById } from '../questions';
import type { AnswerValue } from '../types';
import { endingFor, finish, render, splitStance } from './grammar';
import { REASON_PHRASINGS } from './phrasings';
import { agreementTemplate, differenceParts } from './say';

/*
 * « Pourquoi vous deux ? » (issue #26): each question's phrasing for agreement and for difference,
 * written once here (one file per affinity category, in grammar.ts's notation) and said for a pair.
 * Sensitive questions have phrasings too: the engine uses them only while both members consent.
 */

/** Who the sentence speaks to (« vous ») and of (« il », « elle »): agreements follow both genders. */
export interface PairGenders {
  viewer: Gender;
  other: Gender;
}

function lookUp(questionId: string) {
  if (typeof questionId !== 'string') return null;
  const question = questionById(questionId);
  const phrasing = Object.hasOwn(REASON_PHRASINGS, questionId) ? REASON_PHRASINGS[questionId] : undefined;
  return question && phrasing && phrasing.kind === question.type ? { question, phrasing } : null;
}

/**
 * The sentence saying that the viewer and the other member agree on question `questionId`, given both
 * answers (close, as the engine judged them); null when the question has nothing worth saying.
 */
export function sayAgreement(
  questionId: string,
  viewerAnswer: AnswerValue,
  otherAnswer: AnswerValue,
  pair: PairGenders,
): string | null {
  const found = lookUp(questionId);
  if (!found) return null;
  const template = agreementTemplate(found.phrasing, found.question, viewerAnswer, otherAnswer);
  if (template === null) return null;
  const bothWomen = pair.viewer === 'female' && pair.other === 'female';
  return finish(render(template, { vous: true, feminine: bothWomen }));
}

/**
 * The sentence saying kindly where they differ on `questionId`, as something to talk about
 * (« Elle aime les grandes fêtes, vous préférez les petits comités : à en parler ? »); null when the
 * question has no difference worth raising.
 */
export function sayDifference(
  questionId: string,
  viewerAnswer: AnswerValue,
  otherAnswer: AnswerValue,
  pair: PairGenders,
): string | null {
  const found = lookUp(questionId);
  if (!found) return null;
  const parts = differenceParts(found.phrasing, found.question, viewerAnswer, otherAnswer);
  if (parts === null) return null;
  const [otherShared, otherRest] = splitStance(parts.other);
  const [viewerShared, viewerRest] = splitStance(parts.viewer);
  // « Il est plutôt du matin, vous plutôt du soir »: the words both halves begin with are said once.
  const viewerTemplate =
    otherShared !== '' && otherShared === viewerShared ? viewerRest : viewerShared + viewerRest;
  const otherWords = render(otherShared + otherRest, { vous: false, feminine: pair.other === 'female' });
  const viewerWords = render(viewerTemplate, { vous: true, feminine: pair.viewer === 'female' }).trim();
  const pronoun = pair.other === 'female' ? 'elle' : 'il';
  const opening = parts.intro
    ? `${parts.intro}${pronoun}`
    : pronoun.charAt(0).toUpperCase() + pronoun.slice(1);
  const ending = endingFor(`${questionId}|${JSON.stringify(viewerAnswer)}|${JSON.stringify(otherAnswer)}`);
  return finish(`${opening} ${otherWords}, vous ${viewerWords} : ${ending}`);
}
