import { clientMessages } from '@lien/contract';
import { ApiError } from '../../api/client';

/**
 * The text of a failed discovery call, in the order SPEC §8 gives for the deck, the report and the
 * profile view: the server's own message, else the screen's status text, else its fallback.
 */
export function failureText(
  error: unknown,
  statusText: (status: number) => string,
  fallback: string,
): string {
  if (error instanceof ApiError) return error.serverMessage ?? statusText(error.status);
  // The call never left: saying why helps more than a generic failure.
  if (error instanceof Error && error.message === clientMessages.csrfMissing) return error.message;
  return fallback;
}
