import {
  type NotificationPreferences,
  notificationMessages,
  type PushSubscriptionRequest,
} from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import * as q from './queries';

/** Loopback hosts a push endpoint may use over plain http, outside production (tests run one). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Push subscriptions and preferences (issue #17). */
export class NotificationsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { production: boolean },
  ) {}

  preferences(userId: number): Promise<NotificationPreferences> {
    return q.preferencesOf(this.db, userId);
  }

  async savePreferences(
    userId: number,
    preferences: NotificationPreferences,
  ): Promise<NotificationPreferences> {
    await q.savePreferences(this.db, userId, preferences);
    return q.preferencesOf(this.db, userId);
  }

  /** Saves a device: push services answer on https; plain http only on loopback outside production. */
  async subscribe(userId: number, subscription: PushSubscriptionRequest): Promise<void> {
    const url = new URL(subscription.endpoint);
    const allowed =
      url.protocol === 'https:' ||
      (!this.options.production && url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    if (!allowed || url.username || url.password)
      throw new HttpError(400, notificationMessages.invalidEndpoint);
    await q.saveSubscription(this.db, userId, {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  }

  unsubscribe(userId: number, endpoint: string): Promise<void> {
    return q.deleteSubscription(this.db, userId, endpoint);
  }
}
