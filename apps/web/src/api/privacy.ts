import { type PrivacySettings, privacyEndpoints } from '@lien/contract';
import { call } from './call';

/** The privacy screen's account settings (issue #24): incognito and the distance shown. */
export const privacyApi = {
  settings: () => call(privacyEndpoints.settings),
  saveSettings: (settings: PrivacySettings) => call(privacyEndpoints.saveSettings, { body: settings }),
};
