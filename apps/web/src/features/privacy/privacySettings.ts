/**
 * The privacy screen's device toggles (SPEC §2.6): kept on this device only, never sent to a server
 * (the notification toggles are the member's, saved on the server: NotificationSettings).
 * Logout clears them with the rest of local storage.
 */
export interface PrivacySettings {
  incognito: boolean;
  showDistance: boolean;
  twoStepVerification: boolean;
}

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  incognito: false,
  showDistance: true,
  twoStepVerification: false,
};

/** The local-storage key of the toggles. */
export const PRIVACY_STORAGE_KEY = 'privacySettings';

/** The stored toggles; anything missing or unreadable takes its default. */
export function readPrivacySettings(): PrivacySettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PRIVACY_STORAGE_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return DEFAULT_PRIVACY_SETTINGS;
    const settings = { ...DEFAULT_PRIVACY_SETTINGS };
    for (const key of Object.keys(settings) as (keyof PrivacySettings)[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === 'boolean') settings[key] = value;
    }
    return settings;
  } catch {
    return DEFAULT_PRIVACY_SETTINGS;
  }
}

export function savePrivacySettings(settings: PrivacySettings): void {
  localStorage.setItem(PRIVACY_STORAGE_KEY, JSON.stringify(settings));
}
