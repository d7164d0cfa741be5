import type { ClientConfig } from '@lien/contract';
import { parseSentryDsn, type SentryDsn } from '@lien/contract/rules';
import { Identity, type IdentityStorage } from './identity';
import { type AnalyticsSettings, captureRequest } from './posthog';
import { type SafeProperties, safeExtra, safeProperties } from './privacy';
import { envelopeRequest, errorEvent, type SentryEvent } from './sentry';
import { createTransport, type TransportEnvironment } from './transport';

/** The analytics events of PRODUCT §7: the sign-up journey. */
export type AnalyticsEvent = 'signup_started' | 'signup_submit_success' | 'signup_submit_failed';

/** What the telemetry needs from its surroundings; the browser's by default (index.ts), fakes in tests. */
export interface TelemetryEnvironment extends TransportEnvironment {
  /** Fetches GET /api/client_config; called at most once. */
  loadConfig: () => Promise<ClientConfig>;
  storage: IdentityStorage | null;
  /**
   * Whether the visitor accepted (consent.ts). Asked at each event and again before sending: what
   * happens before « Accepter » is dropped, never queued for later, and nothing leaves after « Refuser ».
   */
  consented: () => boolean;
  /** Sentry's `environment` tag. */
  environment: string;
  now?: () => Date;
}

/** The two calls screens make; both return at once and never throw. */
export interface Telemetry {
  trackEvent(event: AnalyticsEvent, properties?: Record<string, unknown>): void;
  reportError(error: unknown, context?: Record<string, unknown>): void;
  /**
   * The member left the tab, or the visitor refused: the identifier is erased, what waits is dropped,
   * and later events and reports are a new visitor's.
   */
  forgetMember(): void;
}

/** Held until the configuration is known: a page cannot build up an unbounded backlog. */
const MAX_PENDING = 100;
/** A render loop can throw thousands of times; a few reports per page say all there is to say. */
const MAX_ERROR_REPORTS = 20;

type Pending =
  | { kind: 'event'; event: string; properties: SafeProperties; timestamp: Date }
  | { kind: 'error'; event: SentryEvent };

interface Targets {
  analytics: AnalyticsSettings | null;
  errors: SentryDsn | null;
}

/**
 * Creates the telemetry: nothing happens before the visitor accepts, nor until the first event or
 * error after that, which loads the client configuration once; what is fired meanwhile waits in a
 * queue and is sent (or dropped, when nothing is configured) as soon as the answer is known.
 */
export function createTelemetry(environment: TelemetryEnvironment): Telemetry {
  const send = createTransport(environment);
  const now = environment.now ?? (() => new Date());
  const identity = new Identity(environment.storage);
  let targets: Targets | null = null;
  let loading = false;
  let pending: Pending[] = [];
  let errorReports = 0;
  // Set by sign-up success; lets an error report say which member met it.
  let userId: string | null = null;

  const deliver = (item: Pending, to: Targets) => {
    // The choice may have changed while the configuration loaded.
    if (!environment.consented()) return;
    if (item.kind === 'error') {
      if (to.errors) send(envelopeRequest(to.errors, item.event, now()));
      return;
    }
    const analytics = to.analytics;
    if (!analytics) return;
    if (item.properties.userId !== undefined) {
      const distinctId = String(item.properties.userId);
      const anonymousId = identity.identify(distinctId);
      // PostHog joins the visitor's earlier events to the member only through $identify.
      if (anonymousId) {
        send(
          captureRequest(
            analytics,
            '$identify',
            distinctId,
            { $anon_distinct_id: anonymousId },
            item.timestamp.toISOString(),
          ),
        );
      }
    }
    send(
      captureRequest(
        analytics,
        item.event,
        identity.distinctId(),
        item.properties,
        item.timestamp.toISOString(),
      ),
    );
  };

  const settle = (config: ClientConfig | null) => {
    targets = {
      analytics: config?.analytics ?? null,
      // An invalid DSN is ignored rather than trusted.
      errors: config?.errors ? parseSentryDsn(config.errors.dsn) : null,
    };
    const queued = pending;
    pending = [];
    for (const item of queued) deliver(item, targets);
  };

  const dispatch = (item: Pending) => {
    if (targets) {
      deliver(item, targets);
      return;
    }
    if (pending.length < MAX_PENDING) pending.push(item);
    if (loading) return;
    loading = true;
    // One attempt per page: a missing or failing configuration means "send nothing", never a retry loop.
    Promise.resolve()
      .then(environment.loadConfig)
      .then(settle, () => settle(null))
      .catch(() => undefined);
  };

  return {
    trackEvent(event, properties = {}) {
      try {
        if (!environment.consented()) return;
        const safe = safeProperties(properties);
        if (safe.userId !== undefined) userId = String(safe.userId);
        dispatch({ kind: 'event', event, properties: safe, timestamp: now() });
      } catch {
        // Telemetry never breaks the screen that calls it.
      }
    },
    reportError(error, context = {}) {
      try {
        if (!environment.consented() || errorReports >= MAX_ERROR_REPORTS) return;
        errorReports += 1;
        const event = errorEvent(error, safeExtra(context), {
          environment: environment.environment,
          userId,
          now: now(),
        });
        dispatch({ kind: 'error', event });
      } catch {
        // Same: reporting an error must not raise another.
      }
    },
    forgetMember() {
      userId = null;
      pending = [];
      identity.forget();
    },
  };
}
