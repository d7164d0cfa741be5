import { type Expression, type RawBuilder, sql } from 'kysely';
import { eitherWithheld } from '../moderation/database';

/** A member's id: a value, or a column or expression of the statement it goes in. */
type MemberId = number | Expression<unknown>;

/**
 * Whether a report stands between two members, in either direction (a block is a report): the one
 * definition every query and database function uses. Served by reports_unique_pair (reporter first)
 * both ways round.
 */
export function reportBetween(a: MemberId, b: MemberId): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from reports between_report
    where (between_report.reporter_id = ${a} and between_report.reported_id = ${b})
       or (between_report.reporter_id = ${b} and between_report.reported_id = ${a}))`;
}

/**
 * Whether the two cannot reach each other: a report between them, or either one withheld by
 * moderation (banned, suspended, or reported as a minor and not yet decided: issue #16). Their
 * conversation leaves both lists and closes, and no call can be planned, until that ends.
 */
export function closedBetween(a: MemberId, b: MemberId): RawBuilder<boolean> {
  return sql<boolean>`(${reportBetween(a, b)} or ${eitherWithheld(a, b)})`;
}
