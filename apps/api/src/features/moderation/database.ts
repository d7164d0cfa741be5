import { HIDING_REPORT_REASON } from '@lien/contract';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DatabaseDefinitions } from '../../db/definitions';

/**
 * moderation_withheld: the members no other member sees right now (issue #16): banned, suspended
 * until a later date, or reported for 'Mineur' with no decision yet. A view over the live rows (no
 * read model to keep current: a suspension ends by itself when its date passes), served by the
 * partial indexes users_restricted (migration 0026) and reports_by_reported. Applied at every start
 * (src/database.ts), before the deck's and the swipes' functions that read it.
 */
const withheldView = sql`
  create or replace view moderation_withheld (user_id) as
    select id from users
      where banned_at is not null or (suspended_until is not null and suspended_until > now())
    union all
    select reported_id from reports
      where reason = ${sql.lit(HIDING_REPORT_REASON)} and decided_at is null`;

/** Moderation's database definitions. */
export const moderationDatabase: DatabaseDefinitions = [withheldView];

/**
 * Whether moderation withholds a member from everyone else (moderation_withheld): the one condition
 * the deck, the swipe, the likes lists and the profile view use.
 */
export function withheld(member: number | Expression<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from moderation_withheld withheld_member
    where withheld_member.user_id = ${member})`;
}

/**
 * Whether moderation withholds either of two members: `withheld(a) or withheld(b)` in one reference to
 * the view. Each reference is planned anew with every statement (its union of two tables, their
 * partial indexes), and a chat message's statements hold one per conversation row: written once
 * instead of twice, a send's insert plans in 0.19 ms instead of 0.30, the badge counts in 0.13 instead
 * of 0.23 (bench/README, 27 November). A null id (a deleted partner) matches nobody, as withheld(null).
 */
export function eitherWithheld(
  a: number | Expression<unknown>,
  b: number | Expression<unknown>,
): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from moderation_withheld withheld_member
    where withheld_member.user_id in (${a}, ${b}))`;
}
