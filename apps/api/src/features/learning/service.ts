import type { LearnedWeightsReply } from '@lien/contract';
import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as q from './queries';
import { directionOf, type LearnedWeights, type LearningAnswer, learnedWeights } from './rule';

type Db = Kysely<Database>;

/*
 * Where the learned weights are read. They are computed at each read from the member's answers since
 * their last reset (rule.ts over queries.findLearningAnswers), not stored: a member has a few answers
 * at most (one per conversation), the read is one index probe on meeting_answers' primary key and the
 * rule a loop over them, so the deck pays one short query; in exchange nothing can drift (an answer
 * stored without its weights, weights left behind by a reset or a change of the rule) and the reset is
 * one instant, not a rewrite.
 */

/** The learning answers of members, grouped by member (in the order answered). */
function byMember(rows: readonly q.LearningAnswerRow[]): Map<number, LearningAnswer[]> {
  const grouped = new Map<number, LearningAnswer[]>();
  for (const row of rows) {
    const answers = grouped.get(row.member_id) ?? [];
    answers.push({ answer: row.answer, categoryScores: row.category_scores });
    grouped.set(row.member_id, answers);
  }
  return grouped;
}

/** A member's learned weights (all 1 without answers since their last reset). */
export async function learnedWeightsOf(db: Db, memberId: number): Promise<LearnedWeights> {
  const rows = await q.findLearningAnswers(db, [memberId]);
  return learnedWeights(byMember(rows).get(memberId) ?? []);
}

/** The learned weights of many members at once (the daily pick's load), only for those with answers. */
export async function learnedWeightsOfMany(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, LearnedWeights>> {
  const rows = await q.findLearningAnswers(db, ids);
  return new Map([...byMember(rows)].map(([id, answers]) => [id, learnedWeights(answers)]));
}

/** The learned weights as the member reads them (GET /api/learned_weights, the data export). */
export function presentLearned(learned: LearnedWeights, resetAt: Date | undefined): LearnedWeightsReply {
  return {
    answers: learned.answers,
    resetAt: resetAt ? resetAt.toISOString() : null,
    categories: QUESTION_CATEGORY_IDS.map((category, c) => {
      const weight = learned.weights[c] as number;
      return {
        category,
        weight: Math.round(weight * 100) / 100,
        direction: directionOf(weight),
        answers: learned.counts[c] as number,
      };
    }),
  };
}

/** « Ce que Lien a appris de vos rencontres »: the member's own weights, and their reset. */
export class LearningService {
  constructor(private readonly db: Db) {}

  /** The member's learned weights, with the last reset. */
  async view(memberId: number): Promise<LearnedWeightsReply> {
    const [learned, resetAt] = await Promise.all([
      learnedWeightsOf(this.db, memberId),
      q.findResetAt(this.db, memberId),
    ]);
    return presentLearned(learned, resetAt);
  }

  /** Forgets what the answers so far taught: the deck and the daily pick rank as with no answer. */
  async reset(memberId: number): Promise<LearnedWeightsReply> {
    await q.storeReset(this.db, memberId);
    return this.view(memberId);
  }
}
