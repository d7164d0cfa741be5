import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely, type QueryExecutorProvider } from 'kysely';
import pg from 'pg';

/**
 * A statement sent without a name is planned at every call. For a statement a page runs on every visit
 * with nothing to gain from its values' own plan — one member's row by its key, a page of cards by their
 * ids — planning costs more than running: the deck's viewer row 0.6–1.0 ms a call unnamed against
 * 0.2–0.3 ms prepared, its cards 0.7 against 0.35 ms (pgbench at a million members, bench/README, 29
 * November). Such statements start with this mark (keptPlanRows); the pool's clients send them as named
 * statements, prepared once per connection, whose plan PostgreSQL keeps (DESIGN.md, « Plans kept on the
 * server », lists them). Not for a statement whose
 * values shape its plan (the deck's ranking: the viewer's preferences fold into its index ranges), nor
 * one over a short array: its own plan looks cheaper to the plan cache than the generic one, which
 * assumes ten elements, so it is planned anyway (the session checks, one to five members: measured).
 */
export const KEPT_PLAN = '/* kept plan */ ';

/** The statement's name on the connection: the same text, the same name (a digest of the text). */
function statementName(text: string): string {
  return `kept_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

/** A pg client sending the statements marked KEPT_PLAN as named ones; every other call unchanged. */
export class KeptPlanClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; only one is changed.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && config.startsWith(KEPT_PLAN) && typeof values !== 'function') {
      return super.query({ name: statementName(config), text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}

/** A query builder, or a `sql` template (compiled against the executor given). */
interface CompilableQuery<Row> {
  compile(executorProvider: QueryExecutorProvider): CompiledQuery<Row>;
}

/** Runs `query` as a statement whose plan the connection keeps (KEPT_PLAN); its rows. */
export async function keptPlanRows<DB, Row>(db: Kysely<DB>, query: CompilableQuery<Row>): Promise<Row[]> {
  const { sql, parameters } = query.compile(db);
  const result = await db.executeQuery<Row>(CompiledQuery.raw(`${KEPT_PLAN}${sql}`, [...parameters]));
  return result.rows;
}
