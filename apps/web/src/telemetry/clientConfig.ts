import { CLIENT_CONFIG_PATH, type ClientConfig, readClientConfig } from '@lien/contract';
import { request } from '../api/client';

/**
 * GET /api/client_config, the telemetry settings (public). Read by the contract's zod-free reading
 * rather than its schema: the sign-up page's first event asks for it, and zod is not among that
 * page's scripts.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  return request(CLIENT_CONFIG_PATH, { reply: readClientConfig, auth: false });
}
