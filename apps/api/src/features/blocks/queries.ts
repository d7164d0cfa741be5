import type { ReportReason } from '@lien/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A profile the viewer reported, as the privacy screen lists it. */
export interface BlockedRow {
  reported_id: number;
  first_name: string;
  thumb_key: string | null;
  created_at: Date;
  reason: ReportReason | null;
}

/** The members the viewer reported or blocked, newest first, with their main photo's thumbnail. */
export async function listReportedBy(db: Db, reporterId: number): Promise<BlockedRow[]> {
  return db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.reported_id')
    .leftJoin('photos as ph', (join) =>
      join.onRef('ph.user_id', '=', 'r.reported_id').on('ph.position', '=', 0),
    )
    .select(['r.reported_id', 'u.first_name', 'ph.thumb_key', 'r.created_at', 'r.reason'])
    .where('r.reporter_id', '=', reporterId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/**
 * Lifts the reporter's report of a member: the row moves to lifted_reports in one statement, so every
 * read of `reports` stops hiding the two at once and moderation keeps the history. False when there
 * was no such report.
 */
export async function liftReport(db: Db, reporterId: number, reportedId: number): Promise<boolean> {
  const result = await sql<{ id: number }>`
    with lifted as (
      delete from reports where reporter_id = ${reporterId} and reported_id = ${reportedId}
      returning reporter_id, reported_id, reason, created_at
    )
    insert into lifted_reports (reporter_id, reported_id, reason, reported_at)
    select reporter_id, reported_id, reason, created_at from lifted
    returning id`.execute(db);
  return result.rows.length > 0;
}
