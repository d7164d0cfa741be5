/**
 * The one door to analytics and error reporting (SPEC §7). Screens call these and never
 * know which service, if any, is behind them.
 * Placeholder until the telemetry module lands: it sends nothing.
 */
export type AnalyticsEvent = 'signup_started' | 'signup_submit_success' | 'signup_submit_failed';

export function trackEvent(_event: AnalyticsEvent, _properties: Record<string, unknown> = {}): void {}

export function reportError(_error: unknown, _context: Record<string, unknown> = {}): void {}
