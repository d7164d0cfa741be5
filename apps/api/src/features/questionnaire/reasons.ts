import type { WhyYouTwo } from '@lien/contract';
import {
  type Gender,
  isSensitiveQuestion,
  type PairGenders,
  sayAgreement,
  sayDifference,
  sayOpeners,
} from '@lien/contract/rules';
import { inCatalogueOrder } from '../interests/service';
import { decodeAnswer, sliceOf } from './answer-vector';
import { type QuestionScore, questionScores } from './compatibility';

/*
 * « Pourquoi vous deux ? » (issue #26): the reasons two members get along, taken from the compatibility
 * function itself (questionScores), then said by the contract's phrasings.
 *
 * - Agreements: among the questions where the two are close (similarity ≥ AGREEMENT_SIMILARITY), those
 *   that give the pair's overall figure the most points, up to MAX_AGREEMENTS.
 * - Something to talk about: among the questions where they are far apart (similarity ≤
 *   DIFFERENCE_SIMILARITY), the one that costs the figure the most points.
 * - A question is said only when its phrasing exists both ways (the viewer's side and the other's), so
 *   the pair gets the same reasons on both sides; one without phrasing is passed over for the next.
 * - A sensitive question (RGPD art. 9) counts only while both members' consents are in force, each
 *   given to a text that says the reasons may speak of them (SENSITIVE_REASONS_SINCE): the
 *   vectors already leave it out (NaN) for a member who does not share it, and a withdrawal erases the
 *   answers and recomputes the vector at once, but the consent is checked here too, so that answers
 *   held without consent (given before consent existed, until the hourly eraser runs) never speak.
 */

/**
 * Close enough to say « tous les deux »: one step apart on a five-step scale (À gauche, Au centre),
 * within a quarter of a slider, three options of four in common, rankings with ρ ≥ 0.5. Two steps
 * apart (0.5) is no longer an agreement a person would recognise.
 */
export const AGREEMENT_SIMILARITY = 0.75;
/**
 * Far enough apart to be worth talking about: three steps or more on a five-step scale, three quarters
 * of a slider, different options of a choice in no order, opposite rankings (ρ ≤ −0.5).
 */
export const DIFFERENCE_SIMILARITY = 0.25;
/** The contract allows three agreements; the deck card shows the first. */
export const MAX_AGREEMENTS = 3;

/** What the reasons need of each member. */
export interface ReasonsMember {
  /** Null before the questionnaire (or stale): no agreement nor difference then, interests still. */
  vector: Float32Array | null;
  gender: Gender;
  /**
   * Their consent to sensitive questions is in force and was given to a text that tells of the
   * reasons (SENSITIVE_REASONS_SINCE in the contract).
   */
  sharesSensitive: boolean;
  /** Catalogue names. */
  interests: readonly string[];
}

/** The contract's phrasings; tests give others, the real ones being written question by question. */
export interface Phrasing {
  sayAgreement: typeof sayAgreement;
  sayDifference: typeof sayDifference;
}

const CONTRACT_PHRASING: Phrasing = { sayAgreement, sayDifference };

export interface Agreement {
  questionId: string;
  /** Points of the overall figure the question gives (QuestionScore.contribution). */
  contribution: number;
  sentence: string;
}

export interface Difference {
  questionId: string;
  /** Points of the overall figure the difference costs (QuestionScore.shortfall). */
  shortfall: number;
  sentence: string;
}

/** The reasons as chosen, before they become the reply's sentences (whyYouTwoOf). */
export interface PairReasons {
  agreements: Agreement[];
  toTalkAbout: Difference | null;
  sharedInterests: string[];
}

type Say = Phrasing['sayAgreement'];
/** A member with their answers. */
type Answering = ReasonsMember & { vector: Float32Array };

/** The viewer's sentence for a question, or null unless the other side could be told it too. */
function sentenceBothWays(say: Say, questionId: string, viewer: Answering, other: Answering) {
  const slice = sliceOf(questionId);
  const mine = decodeAnswer(viewer.vector, slice);
  const theirs = decodeAnswer(other.vector, slice);
  if (mine === null || theirs === null) return null;
  const pair: PairGenders = { viewer: viewer.gender, other: other.gender };
  const sentence = say(questionId, mine, theirs, pair);
  if (sentence === null) return null;
  const mirrored: PairGenders = { viewer: other.gender, other: viewer.gender };
  return say(questionId, theirs, mine, mirrored) === null ? null : sentence;
}

/** Largest first; ties in questionnaire order (scores come in it and the sort is stable). */
const byContribution = (x: QuestionScore, y: QuestionScore) => y.contribution - x.contribution;
const byShortfall = (x: QuestionScore, y: QuestionScore) => y.shortfall - x.shortfall;

/**
 * The questions a reason may name: those both share, of some weight, and sensitive ones only while
 * both consents are in force. Symmetric in the two members.
 */
export function eligibleScores(viewer: Answering, other: Answering): QuestionScore[] {
  const sensitiveShared = viewer.sharesSensitive && other.sharesSensitive;
  return questionScores(viewer.vector, other.vector).filter(
    (score) =>
      score.contribution + score.shortfall > 0 &&
      (sensitiveShared || !isSensitiveQuestion({ id: score.questionId })),
  );
}

const hasAnswers = (member: ReasonsMember): member is Answering => member.vector !== null;

/** Why the viewer and the other member get along, as chosen (see above); deterministic. */
export function pairReasons(
  viewer: ReasonsMember,
  other: ReasonsMember,
  phrasing: Phrasing = CONTRACT_PHRASING,
): PairReasons {
  const theirs = new Set(other.interests);
  const sharedInterests = inCatalogueOrder(viewer.interests.filter((name) => theirs.has(name)));
  if (!hasAnswers(viewer) || !hasAnswers(other))
    return { agreements: [], toTalkAbout: null, sharedInterests };
  const eligible = eligibleScores(viewer, other);
  const agreements: Agreement[] = [];
  const close = eligible.filter((score) => score.similarity >= AGREEMENT_SIMILARITY).sort(byContribution);
  for (const score of close) {
    if (agreements.length === MAX_AGREEMENTS) break;
    const sentence = sentenceBothWays(phrasing.sayAgreement, score.questionId, viewer, other);
    if (sentence !== null) {
      agreements.push({ questionId: score.questionId, contribution: score.contribution, sentence });
    }
  }
  let toTalkAbout: Difference | null = null;
  const apart = eligible.filter((score) => score.similarity <= DIFFERENCE_SIMILARITY).sort(byShortfall);
  for (const score of apart) {
    const sentence = sentenceBothWays(phrasing.sayDifference, score.questionId, viewer, other);
    if (sentence !== null) {
      toTalkAbout = { questionId: score.questionId, shortfall: score.shortfall, sentence };
      break;
    }
  }
  return { agreements, toTalkAbout, sharedInterests };
}

/**
 * The reasons as the contract's `whyYouTwo` carries them, with the first words (issue #27) made from the
 * same questions: a sensitive one is among them only when the reasons could name it (both consents).
 */
export function whyYouTwoOf(reasons: PairReasons): WhyYouTwo {
  return {
    agreements: reasons.agreements.map((agreement) => agreement.sentence),
    toTalkAbout: reasons.toTalkAbout?.sentence ?? null,
    sharedInterests: reasons.sharedInterests,
    openers: sayOpeners({
      agreements: reasons.agreements.map((agreement) => agreement.questionId),
      difference: reasons.toTalkAbout?.questionId ?? null,
      sharedInterests: reasons.sharedInterests,
    }),
  };
}
