/** First wait after a dropped connection. */
export const RECONNECT_BASE_MS = 1000;
/** Longest wait between two attempts, however many failed. */
export const RECONNECT_CAP_MS = 30_000;

/**
 * How long to wait before reconnection attempt number `attempt` (0 for the first): exponential,
 * capped, with "equal jitter" — half the step fixed, half random — so that when a server restarts,
 * thousands of tabs do not all come back in the same millisecond, yet none retries at once in a loop.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + random() * (step / 2));
}
