import { z } from './zod-fr';

/**
 * The privacy screen's account settings (issue #24): kept on the account, not the device, so they
 * follow the member from one device to the next, and enforced by the server.
 */
export const privacySettings = z.lazy(() =>
  z.object({
    /** Mode incognito: only the members this member liked see them in a deck. */
    incognito: z.boolean(),
    /** Afficher la distance: when off, other members see no distance for this member. */
    showDistance: z.boolean(),
  }),
);
export type PrivacySettings = z.infer<typeof privacySettings>;

/** What a member who never chose has (and what the screen's reset puts back). */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  incognito: false,
  showDistance: true,
};

/** The privacy screen's texts for these settings. */
export const privacyMessages = {
  lead: 'Ces réglages sont enregistrés sur votre compte\u00a0: ils vous suivent sur tous vos appareils.',
  incognito: 'Mode incognito',
  incognitoHint:
    'Seules les personnes que vous avez likées peuvent voir votre profil dans leurs découvertes.',
  showDistance: 'Afficher la distance',
  showDistanceHint: 'Désactivé, les autres membres ne voient pas à quelle distance vous vous trouvez.',
  loadFailed: 'Impossible de charger vos réglages de confidentialité.',
  saveFailed: 'La mise à jour a échoué. Veuillez réessayer.',
  reset: 'Réinitialiser',
  resetDone: 'Les réglages par défaut sont rétablis.',
} as const;
