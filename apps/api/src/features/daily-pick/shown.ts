import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { withheld } from '../moderation/database';
import { incognitoHides } from '../privacy/visibility';
import { reportBetween } from '../reports/between';

/** A member's id, or a day: a value, or a column or expression of the statement it goes in. */
type Operand<T> = T | Expression<unknown>;

/**
 * « Le choix du jour » as the product shows it, written once (GET /api/daily_pick, the profile view's
 * visibility, swipe_batch): `pick` is `member`'s pick of `day`, still in the deck's population, with no
 * report or block between them, not withheld by moderation nor hidden by their incognito mode, verified
 * when `member` asked for verified profiles only (issue #29), and not yet swiped by `member` (any
 * swipe: a like, a pass or a super like answers it).
 */
export function pickShown(
  member: Operand<number>,
  pick: Operand<number>,
  day: Operand<string>,
): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from daily_picks shown_pick
      where shown_pick.member_id = ${member} and shown_pick.pick_id = ${pick} and shown_pick.day = ${day}::date)
    and exists (select 1 from deck_members shown_member where shown_member.user_id = ${pick}
      and (shown_member.photo_verified or not exists (select 1 from encounter_preferences shown_prefs
        where shown_prefs.user_id = ${member} and shown_prefs.verified_only)))
    and not ${reportBetween(member, pick)}
    and not ${withheld(pick)}
    and not ${incognitoHides(member, pick)}
    and not exists (select 1 from swipes shown_swipe
      where shown_swipe.swiper_id = ${member} and shown_swipe.swiped_id = ${pick}))`;
}

/** Whether `pickId` is `memberId`'s pick of `day` and still shown to them (pickShown). */
export async function isPickShown(
  db: Kysely<Database>,
  memberId: number,
  pickId: number,
  day: string,
): Promise<boolean> {
  const row = await db.selectNoFrom(pickShown(memberId, pickId, day).as('shown')).executeTakeFirstOrThrow();
  return row.shown === true;
}
