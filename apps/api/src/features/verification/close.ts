import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Storage } from '../../infra/storage';
import * as q from './queries';

type PendingRow = NonNullable<Awaited<ReturnType<typeof q.lockPending>>>;

/**
 * Closes a sent selfie's request (a moderator's decision, or its lapse) in one transaction: the
 * request locked again (nothing once decided, lapsed or withdrawn meanwhile), its selfie erased before
 * `record` writes the outcome and it commits, so that no outcome is ever recorded with its selfie still
 * stored (a store that fails leaves the request as it was). Answers whom to tell, undefined when there
 * was nothing to close.
 */
export function closeSubmitted(
  db: Kysely<Database>,
  storage: Storage,
  id: number,
  record: (trx: Kysely<Database>, row: PendingRow) => Promise<void>,
): Promise<{ email: string; first_name: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await q.lockPending(trx, id);
    if (!row) return undefined;
    if (row.selfie_key) await storage.delete(row.selfie_key);
    await record(trx, row);
    return trx
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('id', '=', row.user_id)
      .executeTakeFirst();
  });
}
