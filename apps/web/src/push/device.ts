import type { notificationMessages, PushSubscriptionRequest } from '@lien/contract';

/**
 * Web Push on this device (issue #17): the browser's permission, the service worker's push
 * subscription. The permission is asked only from `enablePush`, which only a member's tap on the
 * privacy screen's switch calls: never at a first visit.
 */

/** The app's service worker (sw/sw.ts, its push part sw/push.ts), registered here if not yet. */
export const PUSH_WORKER_URL = '/sw.js';

export type PushFailure = keyof Pick<
  typeof notificationMessages,
  'pushRefused' | 'pushUnsupported' | 'pushFailed'
>;

/** Push works here: a service worker, the Push API and notifications (not in every browser). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This origin's service worker registration, registering the push worker when there is none. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This device's current subscription, if it has one and notifications are still allowed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** How long the browser may take to reach its push service before we say it failed. */
export const SUBSCRIBE_TIMEOUT_MS = 20_000;

/** The promise, or a failure after `ms` (a browser without a reachable push service never answers). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The VAPID key as pushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What the server keeps of a subscription. */
export function subscriptionRequest(subscription: PushSubscription): PushSubscriptionRequest {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Asks the permission (now, because the member asked), subscribes this device with the server's key,
 * and answers the subscription, or the reason it could not.
 */
export async function enablePush(
  publicKey: () => Promise<string>,
): Promise<{ subscription: PushSubscription } | { failure: PushFailure }> {
  if (!pushSupported()) return { failure: 'pushUnsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { failure: 'pushRefused' };
  try {
    const worker = await within(registration(), SUBSCRIBE_TIMEOUT_MS);
    const existing = await worker.pushManager.getSubscription();
    const subscription =
      existing ??
      (await within(
        worker.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(await publicKey()),
        }),
        SUBSCRIBE_TIMEOUT_MS,
      ));
    return { subscription };
  } catch {
    return { failure: 'pushFailed' };
  }
}

/** Ends this device's subscription; answers the endpoint it had, for the server to forget. */
export async function disablePush(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
