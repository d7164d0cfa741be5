import type { ClientConfig } from '@lien/contract';
import { parseSentryDsn } from '@lien/contract/rules';
import type { Config } from '../../config';

/** The public part of the telemetry settings: a PostHog project key and a browser DSN are meant to be public. */
export function clientConfig(config: Config): ClientConfig {
  return {
    analytics: config.posthogKey ? { key: config.posthogKey, host: config.posthogHost } : null,
    errors: config.sentryDsn ? { dsn: config.sentryDsn } : null,
  };
}

/**
 * The origins the browser must be allowed to reach for telemetry (CSP connect-src):
 * none when nothing is configured, so the policy is no wider than it needs to be.
 */
export function telemetryOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (config.posthogKey) origins.push(new URL(config.posthogHost).origin);
  const dsn = config.sentryDsn ? parseSentryDsn(config.sentryDsn) : null;
  if (dsn) origins.push(dsn.origin);
  return [...new Set(origins)];
}
