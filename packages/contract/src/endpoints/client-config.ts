import { CLIENT_CONFIG_PATH } from '../client-config';
import { endpoint } from '../endpoint';
import { clientConfigReply } from '../telemetry';

/** The browser's settings. */
export const clientConfigEndpoints = {
  /** The browser's telemetry settings, public: the sign-up page reports before anyone signs in. */
  config: endpoint({
    method: 'GET',
    path: CLIENT_CONFIG_PATH,
    auth: 'public',
    reply: clientConfigReply,
  }),
};
