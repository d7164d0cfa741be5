import { reportError } from '../../telemetry';

/**
 * PRODUCT §8: chat failures are only logged, nothing is shown to the user. Logged to the console for
 * whoever is debugging and reported to the error service for us; the screen keeps what it can.
 */
export function logChatFailure(action: string, error: unknown): void {
  console.error(`[chat] ${action} failed`, error);
  reportError(error, { feature: 'chat', action });
}
