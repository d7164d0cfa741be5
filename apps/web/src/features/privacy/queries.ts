import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  notificationsEndpoints,
  type PrivacySettings,
  privacyEndpoints,
} from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { useSettingsSave } from '../../api/useSettingsSave';
import { disablePush } from '../../push/device';
import { notificationKeys } from '../notifications/queries';

/** The query keys of the privacy settings (saved on the account). */
export const privacyKeys = {
  settings: ['privacy-settings'] as const,
};

/** The member's incognito mode and distance setting, as saved on the server (every device reads them). */
export function usePrivacySettings() {
  return useQuery({ queryKey: privacyKeys.settings, queryFn: () => call(privacyEndpoints.settings) });
}

/** Saves the settings; the switches move at once and come back if the server refuses. */
export function useSavePrivacySettingsMutation() {
  return useSettingsSave(privacyKeys.settings, (settings: PrivacySettings) =>
    call(privacyEndpoints.saveSettings, { body: settings }),
  );
}

/**
 * The privacy screen's reset (PV3): the account's privacy settings and notification choices back to
 * their defaults, and this device's pushes off, as a member who never chose has them. The two-step
 * verification is left as it is: a reset never lowers the account's protection.
 */
export function useResetPrivacyScreenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [privacy, notifications] = await Promise.all([
        call(privacyEndpoints.saveSettings, { body: DEFAULT_PRIVACY_SETTINGS }),
        call(notificationsEndpoints.savePreferences, { body: DEFAULT_NOTIFICATION_PREFERENCES }),
      ]);
      const endpoint = await disablePush();
      if (endpoint) await call(notificationsEndpoints.unsubscribe, { body: { endpoint } });
      return { privacy, notifications };
    },
    onSuccess: ({ privacy, notifications }) => {
      queryClient.setQueryData(privacyKeys.settings, privacy);
      queryClient.setQueryData(notificationKeys.preferences, notifications);
      queryClient.setQueryData(notificationKeys.device, false);
    },
    // A half-done reset: read again what the server holds.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: privacyKeys.settings });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
    },
  });
}
