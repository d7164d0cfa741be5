import { endpoint } from '../endpoint';
import { privacySettings } from '../privacy';

/** The privacy screen's account settings (issue #24): incognito and the distance shown. */
export const privacyEndpoints = {
  /** The member's settings; the defaults when they never chose. */
  settings: endpoint({ method: 'GET', path: '/api/privacy_settings', reply: privacySettings }),
  /** Saves both settings at once; answers them as saved. */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/privacy_settings',
    body: privacySettings,
    reply: privacySettings,
  }),
};
