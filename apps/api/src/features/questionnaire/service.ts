import { consentMessages } from '@lien/contract';
import {
  extractFacts,
  hasSensitiveAnswers,
  type PersonalityAnswers,
  QUESTIONS,
  withoutSensitiveAnswers,
} from '@lien/contract/rules';
import { serverMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { hasInForce } from '../consent/queries';
import { deckEmbedding } from '../discovery/deck/embedding';
import { ANSWER_VECTOR_LAYOUT_ID, answerVector, encodeAnswerVector } from './answer-vector';
import { factColumns } from './fact-columns';
import { newPersonalityId } from './personality-id';
import * as q from './queries';

type Db = Kysely<Database>;

/**
 * Tries at issuing an ID nobody holds. With 2^40 IDs a collision is about one in a million
 * at a million members, so a second try is already a rarity.
 */
const ID_ATTEMPTS = 5;

/** Whether the member has uploaded the questionnaire: the session flag personalityCompleted. */
export async function hasCompletedQuestionnaire(db: Db, userId: number): Promise<boolean> {
  return (await q.findPersonalityId(db, userId)) !== undefined;
}

/** The member's personality ID (PRODUCT §2.6), or null before the first upload. */
export async function personalityId(db: Db, userId: number): Promise<string | null> {
  return (await q.findPersonalityId(db, userId)) ?? null;
}

/**
 * What personality_profiles stores for a set of answers: the answers, their vector, its point for the
 * deck's coarse ranking (computed here once, the deck copies it) and the facts.
 */
function computedColumns(answers: PersonalityAnswers): q.SavedQuestionnaire {
  const vector = answerVector(answers);
  const bytes = encodeAnswerVector(vector);
  return {
    answers: JSON.stringify(answers),
    vector: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    vector_layout: ANSWER_VECTOR_LAYOUT_ID,
    embedding: deckEmbedding(vector),
    ...factColumns(extractFacts(answers)),
  };
}

/**
 * Erases the member's answers to sensitive questions (consent withdrawn) and computes their vector and
 * facts (and point) again from what is left, in the caller's transaction; the deck's triggers refresh
 * the member's row. Nothing to do before the questionnaire or without sensitive answers.
 */
export async function eraseSensitiveAnswers(db: Db, userId: number): Promise<void> {
  const row = await q.findAnswers(db, userId, true);
  if (!row || !hasSensitiveAnswers(row.answers)) return;
  await q.replaceAnswers(db, userId, computedColumns(withoutSensitiveAnswers(row.answers)));
}

/** The saved answers in questionnaire order, only those of questions still asked. */
function inQuestionnaireOrder(saved: PersonalityAnswers): PersonalityAnswers {
  const answers: PersonalityAnswers = {};
  for (const question of QUESTIONS) {
    const value = saved[question.text];
    if (value !== undefined) answers[question.text] = value;
  }
  return answers;
}

/** The personality questionnaire (PRODUCT §2.4, §4): saving an upload, reading the saved answers. */
export class QuestionnaireService {
  constructor(
    private readonly db: Db,
    /** Issues candidate IDs; tests give a predictable one to provoke a collision. */
    private readonly issueId: () => string = newPersonalityId,
  ) {}

  /**
   * Saves a complete upload, as the contract's `personalityAnswers` validated and normalised it: the
   * answers, their vector and its point (computed once here, so the deck never re-reads answers) and
   * the facts the deck filters on, in one statement. Answers the member's personality ID, the same on every upload.
   * Sensitive answers are refused (403) unless the member's consent is in force, read under a lock held
   * until the answers are written, so that a withdrawal at the same moment erases them after.
   */
  async save(userId: number, answers: PersonalityAnswers): Promise<string> {
    const row = { user_id: userId, ...computedColumns(answers) };
    const sensitive = hasSensitiveAnswers(answers);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          if (sensitive && !(await hasInForce(trx, userId, true))) {
            throw new HttpError(403, consentMessages.sensitiveAnswersRefused);
          }
          return q.upsertPersonalityProfile(trx, { ...row, personality_id: this.issueId() });
        });
      } catch (error) {
        // Someone else holds the proposed ID: propose another.
        if (isUniqueViolation(error, 'personality_profiles_unique_personality_id') && attempt < ID_ATTEMPTS) {
          continue;
        }
        // The account was deleted while the upload was on its way.
        if (isForeignKeyViolation(error, 'personality_profiles_user_fk')) {
          throw new HttpError(401, serverMessages.unauthenticated);
        }
        throw error;
      }
    }
  }

  /** The member's saved answers, keyed by question text; {} before the first upload. */
  async answers(userId: number): Promise<PersonalityAnswers> {
    const row = await q.findAnswers(this.db, userId);
    return row ? inQuestionnaireOrder(row.answers) : {};
  }
}
