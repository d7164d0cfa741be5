import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A period as instants: from (included) to until (excluded). */
export interface Instants {
  from: Date;
  until: Date;
}

/** A median of durations in seconds, or null over no row. */
const medianSeconds = (from: string, to: string) =>
  sql<
    number | null
  >`percentile_cont(0.5) within group (order by extract(epoch from (${sql.ref(to)} - ${sql.ref(from)})))`;

/** Reports received in the period, by reason (blocks, which have none, are not reports). */
export function reportsByReason(db: Db, period: Instants) {
  return db
    .selectFrom('reports')
    .select(['reason', sql<number>`count(*)::integer`.as('count')])
    .where('reason', 'is not', null)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.until)
    .groupBy('reason')
    .execute();
}

/** Decisions taken in the period, by kind and ground. */
export function decisionsByGround(db: Db, period: Instants) {
  return db
    .selectFrom('moderation_decisions')
    .select(['decision', 'ground', sql<number>`count(*)::integer`.as('count')])
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.until)
    .groupBy(['decision', 'ground'])
    .orderBy('decision')
    .orderBy('ground')
    .execute();
}

/** The median time from a report to its decision, for the decisions of the period (seconds). */
export async function medianSecondsToDecide(db: Db, period: Instants): Promise<number | null> {
  const row = await db
    .selectFrom('moderation_decisions as d')
    .innerJoin('reports as r', 'r.id', 'd.report_id')
    .select(medianSeconds('r.created_at', 'd.created_at').as('median'))
    .where('d.created_at', '>=', period.from)
    .where('d.created_at', '<', period.until)
    .executeTakeFirst();
  return row?.median ?? null;
}

/** Appeals made in the period. */
export async function appealsReceived(db: Db, period: Instants): Promise<number> {
  const row = await db
    .selectFrom('moderation_appeals')
    .select(sql<number>`count(*)::integer`.as('count'))
    .where('appealed_at', '>=', period.from)
    .where('appealed_at', '<', period.until)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Appeals answered in the period: by outcome, how many past their due day (`reviewDays` after the
 * appeal), and the median time to answer (seconds).
 */
export async function appealsAnswered(db: Db, period: Instants, reviewDays: number) {
  const byOutcome = await db
    .selectFrom('moderation_appeals')
    .select(['outcome', sql<number>`count(*)::integer`.as('count')])
    .where('reviewed_at', '>=', period.from)
    .where('reviewed_at', '<', period.until)
    .groupBy('outcome')
    .execute();
  const timing = await db
    .selectFrom('moderation_appeals')
    .select([
      medianSeconds('appealed_at', 'reviewed_at').as('median'),
      sql<number>`count(*) filter (where reviewed_at > appealed_at + make_interval(days => ${reviewDays}))::integer`.as(
        'late',
      ),
    ])
    .where('reviewed_at', '>=', period.from)
    .where('reviewed_at', '<', period.until)
    .executeTakeFirstOrThrow();
  return { byOutcome, medianSeconds: timing.median, late: timing.late };
}
