import { serverMessages } from './messages';
import { isTypedLink } from './text';
import { z } from './zod-fr';

/**
 * What a member is told about when the app is closed (issue #17): by a push on the devices that
 * subscribed, or by the daily e-mail digest when none did. Saved on the server, so every device
 * reads the same choices.
 */
export const notificationPreferences = z.lazy(() =>
  z.object({
    /** New messages (push, and the digest's count). */
    messages: z.boolean(),
    /** New matches (push, and the digest's count). */
    matches: z.boolean(),
    /** A video call booked by a match (push). */
    calls: z.boolean(),
    /** « Le choix du jour » (issue #26): the day's pick announced (push, or a line of the digest). */
    dailyPick: z.boolean(),
    /** The daily e-mail digest, sent only to members without a push subscription. */
    emailDigest: z.boolean(),
  }),
);
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** Everything on: what a member who never chose gets. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  messages: true,
  matches: true,
  calls: true,
  dailyPick: true,
  emailDigest: true,
};

/** Longest push endpoint URL we keep (browsers' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

/** A push service's address, kept exactly as the browser gave it (text.ts's isTypedLink). */
const pushEndpoint = z.lazy(() =>
  z
    .url({ protocol: /^https?$/ })
    .max(PUSH_ENDPOINT_MAX_LENGTH)
    .refine(isTypedLink, serverMessages.invalidInput),
);

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionRequest = z.lazy(() =>
  z.object({
    endpoint: pushEndpoint,
    keys: z.object({
      p256dh: z
        .string()
        .min(1)
        .max(200)
        .regex(/^[A-Za-z0-9_-]+=*$/),
      auth: z
        .string()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z0-9_-]+=*$/),
    }),
  }),
);
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** Forgets one device's subscription. */
export const pushUnsubscribeRequest = z.lazy(() => z.object({ endpoint: pushEndpoint }));

/** The VAPID public key the browser subscribes with (base64url). */
export const pushPublicKeyReply = z.lazy(() => z.object({ publicKey: z.string() }));

/** The payload a push carries to the service worker (`apps/web/sw/push.ts`). */
export const pushPayload = z.lazy(() =>
  z.object({
    title: z.string(),
    body: z.string(),
    /** The page the notification opens (a path of the app). */
    url: z.string(),
    /** Notifications with the same tag replace each other (one per conversation, one for matches). */
    tag: z.string(),
  }),
);
export type PushPayload = z.infer<typeof pushPayload>;

/** The French texts of notifications and of the digest's unsubscribe page. */
export const notificationMessages = {
  matchTitle: 'Nouveau match\u00a0!',
  matchBody: (firstName: string) => `Vous et ${firstName} vous êtes plu. Dites-lui bonjour\u00a0!`,
  messageTitle: (firstName: string) => `Nouveau message de ${firstName}`,
  callTitle: 'Appel vidéo planifié',
  callBody: (firstName: string, when: string) => `${firstName} a planifié un appel vidéo avec vous ${when}.`,
  /** The one reminder of a conversation whose match wrote a day ago and waits (issue #27). */
  turnTitle: 'À vous de jouer',
  turnBody: (firstName: string) => `${firstName} attend votre réponse.`,
  /** The same in the digest: the names of those who wait, the first three, then how many more. */
  turnDigest: (firstNames: readonly string[]) => {
    const shown = firstNames.slice(0, 3);
    const more = firstNames.length - shown.length;
    const names =
      more > 0
        ? `${shown.join(', ')} et ${more === 1 ? 'une autre personne' : `${more}\u00a0autres personnes`}`
        : new Intl.ListFormat('fr-FR', { type: 'conjunction' }).format(shown);
    return `${names} ${firstNames.length === 1 ? 'attend' : 'attendent'} votre réponse.`;
  },
  dailyPickTitle: 'Le choix du jour',
  dailyPickBody: "Découvrez le profil que Lien a choisi pour vous aujourd'hui.",
  dailyPickDigest:
    "Votre choix du jour vous attend\u00a0: le profil que Lien a choisi pour vous aujourd'hui.",
  pushRefused:
    'Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du navigateur pour les activer.',
  pushUnsupported: 'Ce navigateur ne permet pas les notifications push.',
  pushFailed: "L'activation des notifications a échoué. Veuillez réessayer.",
  saveFailed: 'La mise à jour a échoué. Veuillez réessayer.',
  loadFailed: 'Impossible de charger vos préférences de notification.',
  invalidEndpoint: "L'adresse de notification de cet appareil n'est pas valide.",
  digestUnsubscribeQuestion: 'Ne plus recevoir le résumé quotidien de Lien par e-mail\u00a0?',
  digestUnsubscribeButton: 'Me désabonner',
  digestUnsubscribed: 'Vous ne recevrez plus le résumé quotidien de Lien par e-mail.',
  digestUnsubscribeInvalid: "Ce lien de désinscription n'est pas valide.",
} as const;

/** How long a message's preview in a push may be, in characters. */
export const PUSH_PREVIEW_LENGTH = 120;
