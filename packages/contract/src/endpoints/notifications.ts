import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import {
  notificationPreferences,
  pushPublicKeyReply,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '../notifications';

/** Notifications (issue #17): push subscriptions per device and the member's preferences. */
export const notificationsEndpoints = {
  /** The server's VAPID public key, for `pushManager.subscribe`. */
  publicKey: endpoint({ method: 'GET', path: '/api/push/public_key', reply: pushPublicKeyReply }),
  /** Saves this device's subscription (a member may have several devices). */
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    body: pushSubscriptionRequest,
    reply: statusReply,
  }),
  /** Forgets this device's subscription. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/push/unsubscribe',
    body: pushUnsubscribeRequest,
    reply: statusReply,
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/notification_preferences',
    reply: notificationPreferences,
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/api/notification_preferences',
    body: notificationPreferences,
    reply: notificationPreferences,
  }),
};
