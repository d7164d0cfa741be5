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
