import { type NotificationPreferences, notificationsEndpoints } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';
import { useSettingsSave } from '../../api/useSettingsSave';
import {
  currentSubscription,
  disablePush,
  enablePush,
  type PushFailure,
  subscriptionRequest,
} from '../../push/device';

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
  return useSettingsSave(notificationKeys.preferences, (preferences: NotificationPreferences) =>
    call(notificationsEndpoints.savePreferences, { body: preferences }),
  );
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
