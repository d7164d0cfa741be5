import { notificationsEndpoints } from '@lien/contract';
import { callAs } from '../api/call';
import { disablePush } from './device';

/**
 * A member left this device (logout, deletion, an ended session, someone else's log-in): the push
 * subscription they turned on must not bring their notifications to the next person. The browser's
 * subscription ends first: from then on the push service answers 404/410 to the server, which forgets
 * the device at its next push (apps/api features/notifications/push.ts), so this alone stops the
 * pushes. The server is then told at once, with the leaving member's token, while it still accepts it.
 */
export async function forgetPushSubscription(token: string): Promise<void> {
  const endpoint = await disablePush().catch(() => null);
  if (!endpoint) return;
  // Unreachable, or the token no longer accepted (an expiry): the push service's 410 will do.
  await callAs(token, notificationsEndpoints.unsubscribe, { body: { endpoint } }).catch(() => undefined);
}
