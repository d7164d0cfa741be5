/**
 * Reading PostgreSQL's errors the same way from pg and from PGlite: both carry the SQLSTATE in `code`
 * and the violated constraint's name in `constraint`.
 */
function field(error: unknown, name: 'code' | 'constraint'): unknown {
  return typeof error === 'object' && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;
}

/** A unique constraint refused the row; when `constraint` is given, that one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return field(error, 'code') === '23505' && (!constraint || field(error, 'constraint') === constraint);
}

/** A foreign key refused the row (its parent is gone); when `constraint` is given, that one. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return field(error, 'code') === '23503' && (!constraint || field(error, 'constraint') === constraint);
}

/**
 * SQLSTATEs of a value the database cannot take (class 22, data exception): a NUL or an invalid byte
 * in a text, a number past its column, a malformed date or number. The contract's schemas refuse
 * such values before any query (tested by test/bad-input.test.ts); one that slipped through is still
 * the caller's bad input, not the server's failure.
 */
const VALUE_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The database refused a value the request carried (see VALUE_SQLSTATES). */
export function isRefusedValue(error: unknown): boolean {
  const code = field(error, 'code');
  return typeof code === 'string' && VALUE_SQLSTATES.has(code);
}

/** Socket-level failures of the link to the server (refused, reset, timed out, name not found). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/** SQLSTATEs that say the server, not the statement, is the problem: shutting down, starting, full. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** What `pg` and its pool throw, without a code, when the link is gone or a wait ran out. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The database could not be reached or answer in time: the call is worth retrying later (503), as
 * opposed to a statement the database refused. Covers connection errors of `pg` (and an
 * AggregateError of several addresses tried), SQLSTATE class 08 and the shutdown/start-up states.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = field(error, 'code');
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
  ) {
    return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known));
}
