import { type Expression, type RawBuilder, sql } from 'kysely';

/** A member's id: a value, or a column or expression of the statement it goes in. */
type MemberId = number | Expression<unknown>;

/**
 * Mode incognito (issue #24), written once: the members hidden from `viewer`, those in incognito mode
 * who have not liked the viewer. A set of ids (never null), for `not in` in the deck's queries
 * (deck/filters.ts's hardConditions: the deck, its widening and the empty deck's counts) and, through
 * incognitoHides, for one member (deck_admits: the profile view; swipe_batch; the demo world's likes).
 * Served by the partial index privacy_settings_incognito and the swipes' primary key.
 */
export function hiddenByIncognito(viewer: MemberId): RawBuilder<number> {
  return sql<number>`select incognito_member.user_id from privacy_settings incognito_member
    where incognito_member.incognito
      and not exists (select 1 from swipes incognito_like
        where incognito_like.swiper_id = incognito_member.user_id
          and incognito_like.swiped_id = ${viewer} and incognito_like.liked)`;
}

/** Whether `member`'s incognito mode hides them from `viewer` (hiddenByIncognito, for one member). */
export function incognitoHides(viewer: MemberId, member: MemberId): RawBuilder<boolean> {
  return sql<boolean>`(${member} in (${hiddenByIncognito(viewer)}))`;
}

/**
 * Whether the distance to member `u` (a `users` row alias) may be shown: their « Afficher la
 * distance », on unless they turned it off.
 */
export function showsDistance(userAlias: string): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select distance_setting.show_distance from privacy_settings distance_setting
    where distance_setting.user_id = ${sql.ref(`${userAlias}.id`)}), true)`;
}
