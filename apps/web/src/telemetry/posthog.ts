import type { ClientConfig } from '@lien/contract';
import type { SafeProperties } from './privacy';

/**
 * PostHog through its public capture HTTP API rather than posthog-js: the SDK weighs tens of
 * kilobytes (autocapture, replay, feature flags) that the sign-up page would load for three
 * events. One POST per event is all this product needs.
 */

export type AnalyticsSettings = NonNullable<ClientConfig['analytics']>;

/** An HTTP request to a collector: a POST of a text body. */
export interface OutgoingRequest {
  url: string;
  body: string;
}

/** Names the library in PostHog's UI; carries nothing about the member. */
const LIBRARY = 'lien-web';

/** One captured event, as PostHog's `/capture/` endpoint reads it. */
export function captureRequest(
  settings: AnalyticsSettings,
  event: string,
  distinctId: string,
  properties: SafeProperties | Record<string, string>,
  timestamp: string,
): OutgoingRequest {
  return {
    url: `${settings.host.replace(/\/+$/, '')}/capture/`,
    body: JSON.stringify({
      api_key: settings.key,
      event,
      distinct_id: distinctId,
      properties: { ...properties, $lib: LIBRARY },
      timestamp,
    }),
  };
}
