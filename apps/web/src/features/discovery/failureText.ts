import { ApiError } from '../../api/client';

/**
 * The text of a failed discovery call, in the order PRODUCT §8 gives for the deck, the report and the
 * profile view: the server's own message, else the screen's status text, else its fallback.
 */
export function failureText(
  error: unknown,
  statusText: (status: number) => string,
  fallback: string,
): string {
  if (error instanceof ApiError) return error.serverMessage ?? statusText(error.status);
  return fallback;
}
