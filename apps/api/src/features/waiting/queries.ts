import { WAITING_LIST_MAX } from '@lien/contract/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { waitingOnMember } from '../chat/turns';

type Db = Kysely<Database>;

export interface WaitingRow {
  conversation_id: number;
  partner_id: number;
  first_name: string;
  gender: 'male' | 'female';
  thumb_key: string | null;
  wrote_at: Date;
}

/**
 * The member's conversations that wait on their answer (chat/turns.ts), the longest waiting first,
 * with the person who wrote: at most WAITING_LIST_MAX.
 */
export async function listWaiting(db: Db, memberId: number): Promise<WaitingRow[]> {
  const result = await sql<WaitingRow>`
    select me.conversation_id, me.partner_id, u.first_name, u.gender, ph.thumb_key, newest.sent_at as wrote_at
    from conversation_members me
    join users u on u.id = me.partner_id
    left join photos ph on ph.user_id = me.partner_id and ph.position = 0
    cross join lateral (
      select x.sent_at from messages x where x.conversation_id = me.conversation_id
      order by x.id desc limit 1
    ) newest
    where me.user_id = ${memberId} and ${waitingOnMember('me')}
    order by newest.sent_at, me.conversation_id
    limit ${WAITING_LIST_MAX}`.execute(db);
  return result.rows;
}

/** The Paris day the member last passed the screen (YYYY-MM-DD), or undefined. */
export async function passedOn(db: Db, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('waiting_screen_passes')
    .select('passed_on')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.passed_on;
}

/** The member passed the screen for this Paris day (a later day replaces an earlier one). */
export async function storePass(db: Db, memberId: number, day: string): Promise<void> {
  await db
    .insertInto('waiting_screen_passes')
    .values({ member_id: memberId, passed_on: day })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet({ passed_on: day }))
    .execute();
}
