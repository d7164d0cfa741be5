import {
  type NotificationPreferences,
  notificationsEndpoints,
  type PushSubscriptionRequest,
} from '@lien/contract';
import { call, callAs } from './call';

/** Push subscriptions of this device and the member's notification preferences (issue #17). */
export const notificationsApi = {
  publicKey: () => call(notificationsEndpoints.publicKey),
  subscribe: (subscription: PushSubscriptionRequest) =>
    call(notificationsEndpoints.subscribe, { body: subscription }),
  unsubscribe: (endpoint: string) => call(notificationsEndpoints.unsubscribe, { body: { endpoint } }),
  /** Forgets this device for a member who has just left it (their session is no longer stored). */
  unsubscribeAs: (token: string, endpoint: string) =>
    callAs(token, notificationsEndpoints.unsubscribe, { body: { endpoint } }),
  preferences: () => call(notificationsEndpoints.preferences),
  savePreferences: (preferences: NotificationPreferences) =>
    call(notificationsEndpoints.savePreferences, { body: preferences }),
};
