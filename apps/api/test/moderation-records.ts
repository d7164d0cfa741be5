import { randomBytes } from 'node:crypto';
import type { ModerationDecision } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/**
 * Moderation's rows written straight into the tables at chosen instants (the API writes them at the
 * time of the call): the transparency report's and the appeals' timer tests need a past they know.
 */
export function moderationRecords(db: () => Kysely<Database>) {
  return {
    /** A report of `reason` (null: a block) made at `at`. */
    async report(reporter: number, reported: number, reason: string | null, at: string): Promise<number> {
      const row = await db()
        .insertInto('reports')
        .values({
          reporter_id: reporter,
          reported_id: reported,
          reason: reason as never,
          created_at: new Date(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A decision on a report at `at` (the report leaves the queue), with its appeal link; their ids. */
    async decision(
      report: { id: number; member: number; moderator: number },
      decision: ModerationDecision,
      ground: string,
      at: string,
    ): Promise<{ decisionId: number; appealId: number }> {
      const decidedAt = new Date(at);
      await db().updateTable('reports').set({ decided_at: decidedAt }).where('id', '=', report.id).execute();
      const { id } = await db()
        .insertInto('moderation_decisions')
        .values({
          report_id: report.id,
          member_id: report.member,
          moderator_id: report.moderator,
          decision,
          ground,
          statement: 'Vérification faite.',
          suspended_until: decision === 'suspend' ? new Date(decidedAt.getTime() + 7 * 86_400_000) : null,
          created_at: decidedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const link = await db()
        .insertInto('moderation_appeals')
        .values({
          decision_id: id,
          token_hash: randomBytes(32).toString('hex'),
          expires_at: new Date(decidedAt.getTime() + 183 * 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { decisionId: id, appealId: link.id };
    },

    /** The member appeals at `at`. */
    async appeal(appealId: number, at: string): Promise<void> {
      await db()
        .updateTable('moderation_appeals')
        .set({ text: 'Je conteste cette décision.', appealed_at: new Date(at) })
        .where('id', '=', appealId)
        .execute();
    },

    /** A moderator answers the appeal at `at`. */
    async review(
      appealId: number,
      reviewer: number,
      outcome: 'uphold' | 'reverse',
      at: string,
    ): Promise<void> {
      await db()
        .updateTable('moderation_appeals')
        .set({
          outcome,
          reviewer_id: reviewer,
          review_statement: 'Réexamen fait.',
          reviewed_at: new Date(at),
        })
        .where('id', '=', appealId)
        .execute();
    },
  };
}
