import type { NotificationPreferences } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '../../api/notifications';
import { currentSubscription } from '../../push/device';

/** The query keys of notifications: the member's preferences (server) and this device's push state. */
export const notificationKeys = {
  preferences: ['notification-preferences'] as const,
  device: ['push-subscription'] as const,
};

/** The member's preferences, as saved on the server (every device reads the same). */
export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationKeys.preferences, queryFn: notificationsApi.preferences });
}

/** Saves the preferences; the switches move at once and come back if the server refuses. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.savePreferences,
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
