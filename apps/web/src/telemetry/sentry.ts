import type { SentryDsn } from '@lien/contract/rules';
import type { OutgoingRequest } from './posthog';
import { errorMessage, redact } from './privacy';
import { randomHex } from './random';
import { parseStack, type StackFrame } from './stacktrace';

/**
 * Sentry through its envelope endpoint rather than @sentry/browser: the SDK is far heavier than
 * the one request this product makes per error, and the sign-up page must stay light.
 */

/** The part of a Sentry event this product fills. */
export interface SentryEvent {
  event_id: string;
  timestamp: number;
  platform: 'javascript';
  level: 'error';
  environment: string;
  exception: { values: [{ type: string; value: string; stacktrace?: { frames: StackFrame[] } }] };
  extra: Record<string, string | number | boolean | null>;
  user?: { id: string };
}

/** Builds the event for anything thrown: type, message (redacted) and stack frames when there is a stack. */
export function errorEvent(
  error: unknown,
  extra: SentryEvent['extra'],
  options: { environment: string; userId: string | null; now: Date },
): SentryEvent {
  const type = error instanceof Error && error.name ? error.name : 'Error';
  const frames = error instanceof Error ? parseStack(error.stack) : [];
  return {
    // Sentry's event id: 32 hex digits.
    event_id: randomHex(),
    timestamp: options.now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    environment: options.environment,
    exception: {
      values: [
        {
          type,
          value: redact(errorMessage(error)),
          ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
        },
      ],
    },
    extra,
    ...(options.userId ? { user: { id: options.userId } } : {}),
  };
}

/** The envelope POST: header line, item header line, event line; authenticated by the public key in the query. */
export function envelopeRequest(dsn: SentryDsn, event: SentryEvent, sentAt: Date): OutgoingRequest {
  const query = new URLSearchParams({ sentry_key: dsn.publicKey, sentry_version: '7' });
  const header = JSON.stringify({ event_id: event.event_id, sent_at: sentAt.toISOString() });
  return {
    url: `${dsn.envelopeUrl}?${query}`,
    body: `${header}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`,
  };
}
