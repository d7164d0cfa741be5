import type { ReportReason } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Stores a report for moderation, or a block (no reason); false when the reporter had already
 * reported or blocked that member.
 */
export async function insertReport(
  db: Db,
  report: { reporter_id: number; reported_id: number; reason: ReportReason | null },
): Promise<boolean> {
  const row = await db
    .insertInto('reports')
    .values(report)
    .onConflict((conflict) => conflict.constraint('reports_unique_pair').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
