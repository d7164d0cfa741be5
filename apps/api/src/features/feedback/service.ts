import { FEEDBACK_COMMENT_MAX_LENGTH, feedbackMessages } from '@lien/contract';
import { stripHtml } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import * as q from './queries';

/**
 * Feedback (PRODUCT §2.5): a rating from 1 to 5 (the schema checks it) and an optional comment, kept
 * trimmed and stripped of HTML; an empty comment is no comment. Signed with the member's id when the
 * call carried a valid session, anonymous otherwise.
 */
export class FeedbackService {
  constructor(private readonly db: Kysely<Database>) {}

  async submit(userId: number | null, rating: number, rawComment: string | undefined): Promise<void> {
    const comment = stripHtml(rawComment ?? '');
    if (Array.from(comment).length > FEEDBACK_COMMENT_MAX_LENGTH) {
      throw new HttpError(400, feedbackMessages.commentTooLong);
    }
    await q.insertFeedback(this.db, { user_id: userId, rating, comment: comment === '' ? null : comment });
  }
}
