import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { withheld } from '../../moderation/database';

type Db = Kysely<Database>;

/** What ties the viewer to another member, in one round trip (each part an index probe). */
export interface RelationRow {
  member_exists: boolean;
  liked_me: boolean;
  /** The viewer's own decision: null before any swipe. */
  my_like: boolean | null;
  matched: boolean;
  /** The viewer reported the member. */
  i_reported: boolean;
  /** The member reported the viewer. */
  reported_me: boolean;
  /** The viewer ended their conversation with the member (issue #27): the member is gone for them. */
  i_ended: boolean;
  /** Moderation withholds the member from everyone (moderation/database.ts). */
  withheld: boolean;
}

/** RelationRow's columns, as selections that another query can carry (the swipe's one read). */
export function relationColumns(viewerId: number, memberId: number) {
  return [
    sql<boolean>`exists (select 1 from users where id = ${memberId})`.as('member_exists'),
    sql<boolean>`exists (select 1 from swipes
      where swiper_id = ${memberId} and swiped_id = ${viewerId} and liked)`.as('liked_me'),
    sql<boolean | null>`(select liked from swipes
      where swiper_id = ${viewerId} and swiped_id = ${memberId})`.as('my_like'),
    sql<boolean>`exists (select 1 from matches
      where user_low = least(${viewerId}::integer, ${memberId}::integer)
        and user_high = greatest(${viewerId}::integer, ${memberId}::integer))`.as('matched'),
    sql<boolean>`exists (select 1 from reports
      where reporter_id = ${viewerId} and reported_id = ${memberId})`.as('i_reported'),
    sql<boolean>`exists (select 1 from reports
      where reporter_id = ${memberId} and reported_id = ${viewerId})`.as('reported_me'),
    sql<boolean>`exists (select 1 from conversation_endings
      where ended_by = ${viewerId} and partner_id = ${memberId})`.as('i_ended'),
    withheld(memberId).as('withheld'),
  ] as const;
}

export function findRelation(db: Db, viewerId: number, memberId: number): Promise<RelationRow> {
  return db.selectNoFrom(relationColumns(viewerId, memberId)).executeTakeFirstOrThrow();
}
