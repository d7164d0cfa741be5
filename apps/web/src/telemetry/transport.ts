import type { OutgoingRequest } from './posthog';

/** The browser functions a transport uses, injected so tests can watch them. */
export interface TransportEnvironment {
  fetch: typeof fetch;
  /** `navigator.sendBeacon`, or a function answering false where there is none. */
  sendBeacon: (url: string, data: Blob) => boolean;
}

/**
 * Text/plain keeps the POST a CORS "simple" request: no preflight, which a beacon could not
 * wait for, and both PostHog and Sentry read a JSON body whatever its declared type.
 */
const CONTENT_TYPE = 'text/plain;charset=UTF-8';

/**
 * Fire and forget: a beacon survives the page being left (a sign-up redirects at once); where
 * there is none, or the browser refuses it, fetch with keepalive does the same. A failure is
 * swallowed: telemetry never breaks or slows the product.
 */
export function createTransport(environment: TransportEnvironment): (request: OutgoingRequest) => void {
  return ({ url, body }) => {
    try {
      if (environment.sendBeacon(url, new Blob([body], { type: CONTENT_TYPE }))) return;
    } catch {
      // A refused beacon (size, policy) falls back to fetch.
    }
    try {
      environment
        .fetch(url, {
          method: 'POST',
          body,
          keepalive: true,
          credentials: 'omit',
          headers: { 'content-type': CONTENT_TYPE },
        })
        .catch(() => undefined);
    } catch {
      // Nothing to do: the event is lost, the page goes on.
    }
  };
}
