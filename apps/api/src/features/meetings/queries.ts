import type { MeetingAnswer } from '@lien/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { closedFor } from '../chat/queries';

type Db = Kysely<Database>;

/** A conversation has run for a week once its first message is this old. */
export const WEEK_OF_CONVERSATION = '7 days';

/**
 * Whether a member row's conversation is still open to both: the partner still has an account and
 * their own place in it, and no report (block) or moderation stands between them. The one place the
 * question's « both still in it » is written; an ended conversation (issue #27 `turns`) belongs here.
 */
export const openToBoth = (member: string): RawBuilder<boolean> => sql<boolean>`(
  ${sql.ref(`${member}.partner_id`)} is not null
  and exists (select 1 from conversation_members other_side
    where other_side.conversation_id = ${sql.ref(`${member}.conversation_id`)}
      and other_side.user_id = ${sql.ref(`${member}.partner_id`)})
  and not ${closedFor(member)})`;

/**
 * Makes the member's questions that have become due (one statement; the primary key keeps a question
 * made once, whoever runs it at the same time): for each open conversation, 'call' once a call booked
 * by the pair has ended, else 'week' once its first message is a week old.
 */
export async function insertDueQuestions(db: Db, memberId: number): Promise<void> {
  await sql`
    insert into meeting_answers (member_id, conversation_id, asked_because)
    select me.user_id, me.conversation_id,
      case when call_over.yes then 'call' else 'week' end
    from conversation_members me
    cross join lateral (select exists (
      select 1 from appointments a
      where a.user_low = least(me.user_id, me.partner_id) and a.user_high = greatest(me.user_id, me.partner_id)
        and a.starts_at + a.duration_minutes * interval '1 minute' <= now()) as yes) call_over
    where me.user_id = ${memberId} and ${openToBoth('me')}
      and (call_over.yes or (
        select min(m.sent_at) from messages m where m.conversation_id = me.conversation_id
      ) <= now() - ${WEEK_OF_CONVERSATION}::interval)
    on conflict (member_id, conversation_id) do nothing`.execute(db);
}

export interface PendingQuestionRow {
  conversation_id: number;
  asked_because: 'call' | 'week';
  asked_at: Date;
  partner_id: number;
  first_name: string;
  gender: 'male' | 'female';
  thumb_key: string | null;
}

/** The member's unanswered questions whose conversation is still open to both, oldest first. */
export async function pendingQuestions(db: Db, memberId: number): Promise<PendingQuestionRow[]> {
  const result = await sql<PendingQuestionRow>`
    select q.conversation_id, q.asked_because, q.asked_at, me.partner_id, u.first_name, u.gender, ph.thumb_key
    from meeting_answers q
    join conversation_members me on me.user_id = q.member_id and me.conversation_id = q.conversation_id
    join users u on u.id = me.partner_id
    left join photos ph on ph.user_id = me.partner_id and ph.position = 0
    where q.member_id = ${memberId} and q.answer is null and ${openToBoth('me')}
    order by q.asked_at, q.conversation_id`.execute(db);
  return result.rows;
}

export interface QuestionState {
  /** The other member, to score the pair. */
  partner_id: number;
  answered: boolean;
}

/**
 * The member's question about a conversation, locked for the answer; undefined when it is not theirs
 * to answer (never due, another's, or the conversation no longer open to both).
 */
export async function lockQuestion(
  db: Db,
  memberId: number,
  conversationId: number,
): Promise<QuestionState | undefined> {
  const result = await sql<QuestionState>`
    select me.partner_id, q.answer is not null as answered
    from meeting_answers q
    join conversation_members me on me.user_id = q.member_id and me.conversation_id = q.conversation_id
    where q.member_id = ${memberId} and q.conversation_id = ${conversationId} and ${openToBoth('me')}
    for update of q`.execute(db);
  return result.rows[0];
}

/** Stores the answer and the pair's category scores on the member's unanswered question. */
export async function storeAnswer(
  db: Db,
  memberId: number,
  conversationId: number,
  answer: MeetingAnswer,
  categoryScores: (number | null)[] | null,
): Promise<boolean> {
  const result = await db
    .updateTable('meeting_answers')
    .set({ answer, answered_at: sql<Date>`now()`, category_scores: categoryScores })
    .where('member_id', '=', memberId)
    .where('conversation_id', '=', conversationId)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The two members' stored answer vectors (either may be missing). */
export function answerVectors(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('personality_profiles')
    .select(['user_id', 'vector', 'vector_layout'])
    .where('user_id', 'in', ids)
    .execute();
}
