import { CLIENT_CONFIG_PATH, type ClientConfig, readClientConfig } from '@lien/contract';
import { request } from '../api/client';

let loaded: Promise<ClientConfig> | null = null;

/**
 * GET /api/client_config, the telemetry settings (public), asked once per page by the telemetry and
 * the consent banner alike. Read by the contract's zod-free reading rather than its schema: the
 * sign-up page asks for it, and zod is not among that page's scripts.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  loaded ??= request(CLIENT_CONFIG_PATH, { reply: readClientConfig, auth: false });
  return loaded;
}

/** Whether the server names PostHog or Sentry: the consent banner is shown only then. */
export async function telemetryConfigured(): Promise<boolean> {
  try {
    const config = await loadClientConfig();
    return config.analytics !== null || config.errors !== null;
  } catch {
    return false;
  }
}
