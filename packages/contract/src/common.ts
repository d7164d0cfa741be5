import { z } from './zod-fr';

/** Every failure of the API: a status code and a French message. */
export const errorReply = z.lazy(() => z.object({ error: z.string() }));
export type ErrorReply = z.infer<typeof errorReply>;

/** The acknowledgement of calls whose only answer is that they worked. */
export const statusReply = z.lazy(() =>
  z.object({ status: z.literal('ok'), message: z.string().optional() }),
);
export type StatusReply = z.infer<typeof statusReply>;

export const csrfTokenReply = z.lazy(() => z.object({ csrf_token: z.string() }));

/** The largest value of an `integer` column (PostgreSQL int4): every row id the product hands out. */
export const MAX_ROW_ID = 2_147_483_647;
/** The largest message id a client may send back (a `bigint` column, read as a safe JS integer). */
export const MAX_BIG_ROW_ID = Number.MAX_SAFE_INTEGER;

/**
 * A row id in a JSON body: a whole number from 1 to what the column holds. Anything else is refused
 * as invalid input (400) before any query runs, never an integer overflow (500) in the database.
 */
export const rowId = (message?: string, max = MAX_ROW_ID) =>
  z.number({ error: message }).int(message).positive(message).max(max, message);

/** The same id in a path or query string, where it arrives as text. */
export const rowIdParam = (max = MAX_ROW_ID) => z.coerce.number().int().positive().max(max);
