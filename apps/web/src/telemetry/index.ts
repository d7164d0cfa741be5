/**
 * The one door to analytics and error reporting (PRODUCT §7). Screens call these and never know
 * which service, if any, is behind them: PostHog when the server gives a key, Sentry when it
 * gives a DSN, nothing at all otherwise (see GET /api/client_config).
 */
import { loadClientConfig } from './clientConfig';
import {
  announceTelemetryChoice,
  storeTelemetryChoice,
  type TelemetryChoice,
  telemetryAccepted,
} from './consent';
import { listenForUncaughtErrors } from './global-handlers';
import { type AnalyticsEvent, createTelemetry, type Telemetry } from './telemetry';

export { telemetryConfigured } from './clientConfig';
export {
  onTelemetryChoice,
  type RecordedChoice,
  readTelemetryChoice,
  TELEMETRY_CHOICE_MONTHS,
  type TelemetryChoice,
} from './consent';
export type { AnalyticsEvent } from './telemetry';

let instance: Telemetry | null = null;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Created on first use, so a page that never fires an event never asks for the configuration. */
function telemetry(): Telemetry {
  instance ??= createTelemetry({
    // Read without zod: a public screen's first event does not load it (clientConfig.ts).
    loadConfig: loadClientConfig,
    // Looked up at each call rather than captured once, so the page's current functions are used.
    fetch: (input, init) => globalThis.fetch(input, init),
    sendBeacon: (url, data) =>
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? navigator.sendBeacon(url, data)
        : false,
    storage: sessionStore(),
    consented: () => telemetryAccepted(),
    environment: import.meta.env.MODE,
  });
  return instance;
}

/**
 * Records a sign-up journey event. Only `userId` and `error` (a message) are sent from
 * `properties`; anything else is dropped so no personal data can leave by mistake.
 */
export function trackEvent(event: AnalyticsEvent, properties: Record<string, unknown> = {}): void {
  telemetry().trackEvent(event, properties);
}

/** Reports an error with its type, message and stack; `context` keeps flat, non-personal values only. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  telemetry().reportError(error, context);
}

/**
 * The visitor's answer to the banner, or a change in « Confidentialité »: recorded with its date; a
 * refusal also erases the tab's identifier and drops whatever waited to be sent.
 */
export function chooseTelemetry(choice: TelemetryChoice): void {
  storeTelemetryChoice(choice);
  if (choice === 'refused') telemetry().forgetMember();
}

/**
 * The member left this tab (session/leaveDevice.ts): the next person's events are never joined to
 * theirs, and the choice, cleared with the member's local storage, is the next person's to make.
 */
export function forgetTelemetryMember(): void {
  telemetry().forgetMember();
  announceTelemetryChoice();
}

let removeHandlers: (() => void) | null = null;

/**
 * Sends uncaught errors and unhandled rejections to `reportError`; called once by each entry
 * (main.tsx, public/entry.tsx). Answers a function that removes them: the public screens' entry
 * removes its own before handing the page to the app, which installs its own.
 */
export function installGlobalErrorHandlers(): () => void {
  removeHandlers ??= listenForUncaughtErrors(reportError);
  return () => {
    removeHandlers?.();
    removeHandlers = null;
  };
}
