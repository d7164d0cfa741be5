import {
  type NotificationPreferences,
  notificationsEndpoints,
  type PushSubscriptionRequest,
} from '@lien/contract';
import { call } from './call';

/**
 * Push subscriptions of this device and the member's notification preferences (issue #17). Left for
 * the privacy screens until they call the contract themselves (push/leave.ts does); it goes then.
 */
export const notificationsApi = {
  publicKey: () => call(notificationsEndpoints.publicKey),
  subscribe: (subscription: PushSubscriptionRequest) =>
    call(notificationsEndpoints.subscribe, { body: subscription }),
  unsubscribe: (endpoint: string) => call(notificationsEndpoints.unsubscribe, { body: { endpoint } }),
  preferences: () => call(notificationsEndpoints.preferences),
  savePreferences: (preferences: NotificationPreferences) =>
    call(notificationsEndpoints.savePreferences, { body: preferences }),
};
