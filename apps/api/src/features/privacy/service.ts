import type { PrivacySettings } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as q from './queries';

/**
 * The privacy screen's account settings (issue #24). They are read where they take effect, in SQL:
 * incognito by the deck and the swipe (visibility.ts), the distance by the profile presenter.
 */
export class PrivacySettingsService {
  constructor(private readonly db: Kysely<Database>) {}

  settings(userId: number): Promise<PrivacySettings> {
    return q.privacySettingsOf(this.db, userId);
  }

  async save(userId: number, settings: PrivacySettings): Promise<PrivacySettings> {
    await q.savePrivacySettings(this.db, userId, settings);
    return q.privacySettingsOf(this.db, userId);
  }
}
