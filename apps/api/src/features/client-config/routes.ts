import { clientConfigEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { clientConfig } from './service';

/**
 * GET /api/client_config: the browser's telemetry settings, public because the sign-up page
 * reports before anyone is signed in. Cached a few minutes: it changes only with a deploy.
 */
export async function clientConfigRoutes(app: App, { config }: AppContext): Promise<void> {
  const reply = clientConfig(config);
  route(app, clientConfigEndpoints.config, {}, async (_request, response) => {
    response.header('cache-control', 'public, max-age=300');
    return reply;
  });
}
