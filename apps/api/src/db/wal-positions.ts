import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * A position in PostgreSQL's write-ahead log (pg_lsn, written "16/B374D848") as a number, so that two
 * can be compared; null for anything else (a cookie a client made up).
 */
export function parseWalPosition(text: string | undefined | null): bigint | null {
  const match = text ? /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text) : null;
  if (!match?.[1] || !match[2]) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** Where the primary's log is: every transaction committed before the call lies before it. */
export async function primaryWalPosition(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
  const lsn = result.rows[0]?.lsn;
  if (!lsn) throw new Error('pg_current_wal_lsn answered nothing');
  return lsn;
}

/**
 * How far a replica has replayed the primary's log (what its reads see); null when the server is not
 * replaying one (promoted, or not a replica at all).
 */
export async function replayedWalPosition(db: Kysely<Database>): Promise<string | null> {
  // A promoted server still answers the last position it replayed: only one in recovery is a replica.
  const result = await sql<{ lsn: string | null }>`
    select case when pg_is_in_recovery() then pg_last_wal_replay_lsn()::text end as lsn`.execute(db);
  return result.rows[0]?.lsn ?? null;
}
