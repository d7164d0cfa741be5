import { Kysely, type LogEvent, PGliteDialect, PostgresDialect } from 'kysely';
import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import type { Database } from '../../apps/api/src/db/schema';
import { quantile } from '../lib/stats';

/** Where one deck's time went: its statements, the ranking ones apart, and the rest (JavaScript, waits). */
export interface DeckParts {
  total: number;
  statements: number;
  ranking: number;
  /** Wall time under the ranking statements (they run one after the other). */
  rankingMs: number;
  /** Wall time under the other statements and not under a ranking one (side-by-side ones counted once). */
  otherMs: number;
  /** The rest: scoring, sorting, presenting, the driver's parsing, waiting for the event loop. */
  outsideMs: number;
}

/** The ranking statements: rankingQuery's window (deck/queries.ts), whatever wraps it. */
const RANKING = /count\(\*\) over \(\)/;

interface Interval {
  start: number;
  end: number;
  ranking: boolean;
}

/** Length of the union of intervals. */
function covered(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const interval of sorted) {
    if (interval.end <= end) continue;
    total += interval.end - Math.max(interval.start, end);
    end = interval.end;
  }
  return total;
}

/**
 * A second Kysely over the same pool (or PGlite) that notes every statement's start and end (Kysely's
 * log: the driver's time, from sending to the parsed answer), and times one deck call by parts.
 */
export function deckTimer(handle: DatabaseHandle) {
  let intervals: Interval[] = [];
  const log = (event: LogEvent) => {
    const end = performance.now();
    const sql = event.query.sql;
    intervals.push({ start: end - event.queryDurationMillis, end, ranking: RANKING.test(sql) });
  };
  const pool = handle.pools[0]?.pool;
  const dialect = pool
    ? new PostgresDialect({ pool })
    : new PGliteDialect({ pglite: handle.pglite as NonNullable<DatabaseHandle['pglite']> });
  const db = new Kysely<Database>({ dialect, log });
  return {
    db,
    /** Runs `call` and answers its parts. */
    async time(call: () => Promise<unknown>): Promise<DeckParts> {
      intervals = [];
      const start = performance.now();
      await call();
      const total = performance.now() - start;
      const ranking = intervals.filter((interval) => interval.ranking);
      const rankingMs = covered(ranking);
      const allMs = covered(intervals);
      return {
        total,
        statements: intervals.length,
        ranking: ranking.length,
        rankingMs,
        otherMs: allMs - rankingMs,
        outsideMs: total - allMs,
      };
    },
  };
}

/** One line: the parts' medians (and the statements per deck). */
export function describeParts(parts: readonly DeckParts[]): string {
  const median = (pick: (part: DeckParts) => number) => quantile(parts.map(pick), 0.5).toFixed(1);
  return (
    `statements ${median((p) => p.statements)} (ranking ${median((p) => p.ranking)}); p50 ranking SQL ` +
    `${median((p) => p.rankingMs)} ms, other SQL ${median((p) => p.otherMs)} ms, outside SQL ` +
    `${median((p) => p.outsideMs)} ms, of ${median((p) => p.total)} ms`
  );
}
