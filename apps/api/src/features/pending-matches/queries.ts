import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { apartBetween } from '../endings/between';

type Db = Kysely<Database>;

export interface PendingPartnerRow {
  id: number;
  first_name: string;
  birth_date: string;
  thumb_key: string | null;
  vector: Uint8Array | null;
  vector_layout: string | null;
}

/**
 * Of the given partners (the member's matches), those with no appointment at all with the member,
 * past or future, no report either way and their conversation not ended; each with their main photo
 * and answer vector.
 */
export async function pendingPartners(
  db: Db,
  userId: number,
  partnerIds: number[],
): Promise<PendingPartnerRow[]> {
  if (partnerIds.length === 0) return [];
  const result = await sql<PendingPartnerRow>`
    select u.id, u.first_name, to_char(u.birth_date, 'YYYY-MM-DD') as birth_date, ph.thumb_key,
      pp.vector, pp.vector_layout
    from users u
    left join photos ph on ph.user_id = u.id and ph.position = 0
    left join personality_profiles pp on pp.user_id = u.id
    where u.id = any(${partnerIds}::integer[])
      and not exists (select 1 from appointments a
        where a.user_low = least(u.id, ${userId}::integer) and a.user_high = greatest(u.id, ${userId}::integer))
      and not ${apartBetween(userId, sql.ref('u.id'))}`.execute(db);
  return result.rows;
}

/** The member's answer vector, when they answered the questionnaire. */
export function findVector(db: Db, userId: number) {
  return db
    .selectFrom('personality_profiles')
    .select(['vector', 'vector_layout'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
