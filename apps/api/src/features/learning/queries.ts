import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { LearningAnswer } from './rule';

type Db = Kysely<Database>;

/** An answer the learning reads (rule.ts): its kind and the pair's figures kept at answer time. */
export interface LearningAnswerRow {
  member_id: number;
  answer: 'again' | 'no_follow_up';
  category_scores: (number | null)[];
}

/** The answers `a` that teach (findLearningAnswers), of the members `a.member_id` `whose` says. */
function teachingAnswers(whose: RawBuilder<unknown>) {
  return sql`from meeting_answers a
    where ${whose}
      and a.answer in ('again', 'no_follow_up') and a.category_scores is not null
      and not exists (select 1 from learning_resets r
        where r.member_id = a.member_id and r.reset_at >= a.answered_at)`;
}

/**
 * findLearningAnswers for one member as a column (a JSON list of LearningAnswer, empty without any), for
 * a caller reading the member's row anyway: the deck reads it with the viewer's, one round trip fewer
 * (issue #28).
 */
export function learningAnswersColumn(member: RawBuilder<number>) {
  return sql<LearningAnswer[]>`coalesce((select json_agg(json_build_object(
      'answer', a.answer, 'categoryScores', a.category_scores) order by a.answered_at, a.conversation_id)
    ${teachingAnswers(sql`a.member_id = ${member}`)}), '[]'::json)`;
}

/**
 * The answers that teach of some members (`ids`), since each one's last reset: « j'aimerais la revoir »
 * and « sans suite » whose pair's figures were kept, by member, in the order they were answered (the
 * primary key's member_id leads the look-up). One query for a member's deck or a page of the daily
 * pick's load; members without any answer cost one index probe each.
 */
export async function findLearningAnswers(db: Db, ids: readonly number[]): Promise<LearningAnswerRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<LearningAnswerRow>`
    select a.member_id, a.answer, a.category_scores
    ${teachingAnswers(sql`a.member_id = any(${[...ids]}::integer[])`)}
    order by a.member_id, a.answered_at, a.conversation_id`.execute(db);
  return result.rows;
}

/** When the member last reset what Lien learned; undefined when never. */
export async function findResetAt(db: Db, memberId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('learning_resets')
    .select('reset_at')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.reset_at;
}

/** Records a reset now: the answers given until now stop counting. */
export async function storeReset(db: Db, memberId: number): Promise<void> {
  await db
    .insertInto('learning_resets')
    .values({ member_id: memberId, reset_at: sql<Date>`now()` })
    .onConflict((conflict) =>
      conflict.constraint('learning_resets_primary_key').doUpdateSet({ reset_at: sql<Date>`now()` }),
    )
    .execute();
}
