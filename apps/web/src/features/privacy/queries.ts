import {
  type BlockedProfile,
  consentEndpoints,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  type NotificationPreferences,
  notificationsEndpoints,
  type PrivacySettings,
  privacyEndpoints,
  reportsEndpoints,
  SENSITIVE_CONSENT_VERSION,
  type SensitiveConsentState,
} from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';
import {
  currentSubscription,
  disablePush,
  enablePush,
  type PushFailure,
  subscriptionRequest,
} from '../../push/device';
import { myProfileKeys } from '../my-profile/queries';
import { questionnaireKeys } from '../questionnaire/queries';

/** The query keys of the blocked profiles. */
export const blockKeys = {
  all: ['blocked-profiles'] as const,
};

/** The members this member reported or blocked, newest first. */
export function useBlockedProfiles() {
  return useQuery({
    queryKey: blockKeys.all,
    queryFn: async (): Promise<BlockedProfile[]> => (await call(reportsEndpoints.blocked)).profiles,
    // Blocks are made from other screens: the list is read afresh at each opening.
    staleTime: 0,
  });
}

/** Blocks a member (POST /api/block_profile), apart from reporting them; the blocked list is read afresh. */
export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (userId: number) => call(reportsEndpoints.block, { body: { userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: blockKeys.all }),
  });
}

/** Lifts a block or a report (POST /api/unblock_profile); the member leaves the cached list. */
export function useUnblockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (userId: number) => call(reportsEndpoints.unblock, { body: { userId } }),
    onSuccess: (_reply, userId) =>
      queryClient.setQueryData<BlockedProfile[]>(blockKeys.all, (profiles) =>
        profiles?.filter((profile) => profile.id !== userId),
      ),
  });
}

/** The query keys of notifications: the member's preferences (server) and this device's push state. */
export const notificationKeys = {
  preferences: ['notification-preferences'] as const,
  device: ['push-subscription'] as const,
};

/** The member's preferences, as saved on the server (every device reads the same). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: () => call(notificationsEndpoints.preferences),
  });
}

/** Saves the preferences; the switches move at once and come back if the server refuses. */
export function useSaveNotificationPreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      call(notificationsEndpoints.savePreferences, { body: preferences }),
    onMutate: async (next: NotificationPreferences) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences);
      queryClient.setQueryData(notificationKeys.preferences, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.preferences, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}

/** Whether this device is subscribed to pushes (read from the browser, never asking anything). */
export function usePushOnThisDevice() {
  return useQuery({
    queryKey: notificationKeys.device,
    queryFn: async () => (await currentSubscription()) !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Turns pushes on or off on this device: on asks the browser's permission, subscribes and tells the
 * server; off unsubscribes and tells it. Answers why they could not be turned on (the permission
 * refused, no push in this browser), or null once done.
 */
export function usePushOnThisDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: async (on: boolean): Promise<PushFailure | null> => {
      if (on) {
        const outcome = await enablePush(
          async () => (await call(notificationsEndpoints.publicKey)).publicKey,
        );
        if ('failure' in outcome) return outcome.failure;
        await call(notificationsEndpoints.subscribe, { body: subscriptionRequest(outcome.subscription) });
      } else {
        const endpoint = await disablePush();
        if (endpoint) await call(notificationsEndpoints.unsubscribe, { body: { endpoint } });
      }
      return null;
    },
    onSuccess: (failure, on) => {
      if (failure === null) queryClient.setQueryData(notificationKeys.device, on);
    },
  });
}

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => call(privacyEndpoints.saveSettings, { body: settings }),
    onMutate: async (next: PrivacySettings) => {
      await queryClient.cancelQueries({ queryKey: privacyKeys.settings });
      const previous = queryClient.getQueryData<PrivacySettings>(privacyKeys.settings);
      queryClient.setQueryData(privacyKeys.settings, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(privacyKeys.settings, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(privacyKeys.settings, saved),
  });
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

/** The query keys of the consent to sensitive questions. */
export const consentKeys = {
  all: ['consent'] as const,
  sensitive: () => [...consentKeys.all, 'sensitive'] as const,
};

/** The member's consent to sensitive questions, as it stands on the server. */
export function useSensitiveConsent() {
  return useQuery({ queryKey: consentKeys.sensitive(), queryFn: () => call(consentEndpoints.sensitive) });
}

/**
 * Gives or withdraws the consent; the answer is the new state, written to the cache. A withdrawal
 * erases answers the questionnaire's resume point and the profile's figures were read from: those
 * are read again.
 */
export function useChangeSensitiveConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (give: boolean): Promise<SensitiveConsentState> =>
      give
        ? call(consentEndpoints.give, { body: { version: SENSITIVE_CONSENT_VERSION } })
        : call(consentEndpoints.withdraw),
    onSuccess: (state) => {
      queryClient.setQueryData(consentKeys.sensitive(), state);
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
      void queryClient.invalidateQueries({ queryKey: myProfileKeys.all });
    },
  });
}
