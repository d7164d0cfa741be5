import { type MeetingAnswer, type MeetingQuestion, meetingMessages } from '@lien/contract';
import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { compatibilityOf, storedVector } from '../affinity/scoring';
import { photoUrl } from '../photos/service';
import * as q from './queries';

type Db = Kysely<Database>;

/**
 * « Vous vous êtes vus ? » (issue #27). A question is made when the member reads their questions (or
 * answers one) and it has become due — computed at that read rather than by a scheduled sweep: it is
 * asked the moment it is due, costs one statement over the member's own conversations, and the primary
 * key keeps it made once whoever reads at the same time. Answered once; never shown to the other.
 */
export class MeetingsService {
  constructor(private readonly db: Db) {}

  /** The member's pending questions, oldest first, with the person each is about. */
  async pending(memberId: number): Promise<MeetingQuestion[]> {
    await q.insertDueQuestions(this.db, memberId);
    const rows = await q.pendingQuestions(this.db, memberId);
    return rows.map((row) => ({
      conversationId: row.conversation_id,
      askedBecause: row.asked_because,
      askedAt: row.asked_at.toISOString(),
      partner: {
        id: row.partner_id,
        firstName: row.first_name,
        photoUrl: row.thumb_key ? photoUrl(row.thumb_key) : null,
        gender: row.gender,
      },
    }));
  }

  /**
   * Stores the member's answer with the pair's compatibility per category, in one transaction. What
   * Lien learns from it (features/learning) is computed from the stored answers where it is read.
   */
  async answer(memberId: number, conversationId: number, answer: MeetingAnswer): Promise<void> {
    await q.insertDueQuestions(this.db, memberId);
    await this.db.transaction().execute(async (trx) => {
      const question = await q.lockQuestion(trx, memberId, conversationId);
      if (!question) throw new HttpError(404, meetingMessages.notAsked);
      if (question.answered) throw new HttpError(409, meetingMessages.alreadyAnswered);
      const scores = await this.categoryScores(trx, memberId, question.partner_id);
      await q.storeAnswer(trx, memberId, conversationId, answer, scores);
    });
  }

  /** The pair's compatibility per category in QUESTION_CATEGORY_IDS order; null without both vectors. */
  private async categoryScores(
    db: Db,
    memberId: number,
    partnerId: number,
  ): Promise<(number | null)[] | null> {
    const rows = await q.answerVectors(db, [memberId, partnerId]);
    const vectorOf = (id: number) => {
      const row = rows.find((candidate) => candidate.user_id === id);
      return row ? storedVector(row) : null;
    };
    const scores = compatibilityOf(vectorOf(memberId), vectorOf(partnerId));
    return scores ? QUESTION_CATEGORY_IDS.map((id) => scores.categories[id]) : null;
  }
}
