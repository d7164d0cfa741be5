import { FEEDBACK_COMMENT_MAX_LENGTH } from './feedback';
import { PARTNER_SERVICES } from './offers';
import { storableString } from './text';
import { z } from './zod-fr';

const NBSP = '\u00a0';

/**
 * The help's messages to the support (issue #24): « Contacter le support », « Signaler un problème »
 * and a partner service's « Contactez-nous ». Each is kept with the feedback, sent to the support by
 * e-mail with the member's address to answer, and confirmed to the member by e-mail.
 */
export const HELP_MESSAGE_KINDS = ['support', 'problem', 'service'] as const;
export type HelpMessageKind = (typeof HELP_MESSAGE_KINDS)[number];

/** Longest help message: as long as a feedback comment. */
export const HELP_MESSAGE_MAX_LENGTH = FEEDBACK_COMMENT_MAX_LENGTH;

/** The partner services' ids, the only topics a service message may have. */
export const PARTNER_SERVICE_IDS = PARTNER_SERVICES.map((service) => service.id) as [string, ...string[]];

/** The help's texts: the forms, their answers, and the language note. */
export const helpMessages = {
  faqTitle: 'Aide',
  faqLead: 'Les réponses aux questions que l’on se pose en arrivant sur Lien.',
  contactTitle: {
    support: 'Contacter le support',
    problem: 'Signaler un problème',
    service: 'Contactez-nous',
  } satisfies Record<HelpMessageKind, string>,
  contactLead: {
    support: `Une question, une difficulté avec votre compte${NBSP}? Écrivez-nous, nous vous répondons par e-mail.`,
    problem: `Quelque chose ne marche pas comme prévu${NBSP}? Dites-nous ce que vous faisiez et ce qui s’est passé.`,
    service: (name: string) =>
      `Votre demande au sujet de «${NBSP}${name}${NBSP}» est transmise à notre partenaire, qui vous répond par e-mail.`,
  },
  messageLabel: 'Votre message',
  answeredAt: 'Nous vous répondrons par e-mail, à l’adresse de votre compte.',
  send: 'Envoyer',
  sending: 'Envoi en cours...',
  sent: `Votre message est envoyé. Un e-mail de confirmation vous attend${NBSP}; nous vous répondrons au plus vite.`,
  sendFailed: "Erreur lors de l'envoi. Veuillez réessayer.",
  messageRequired: 'Veuillez écrire votre message.',
  messageTooLong: `Le message ne doit pas dépasser ${HELP_MESSAGE_MAX_LENGTH} caractères.`,
  unknownService: 'Ce service n’existe pas.',
  topicMismatch: 'Le service concerné ne correspond pas à ce type de message.',
  language: 'Lien est disponible en français uniquement pour le moment.',
  /** The mails. */
  supportSubject: (kind: HelpMessageKind, topic: string | null) =>
    kind === 'service' && topic ? `[Lien] Contactez-nous${NBSP}: ${topic}` : `[Lien] ${helpKindNames[kind]}`,
  confirmationSubject: 'Nous avons bien reçu votre message',
  confirmationBody: (firstName: string) =>
    `Bonjour ${firstName}, nous avons bien reçu votre message et vous répondrons à cette adresse au plus vite. Le voici pour mémoire${NBSP}:`,
  confirmationFooter: 'Vous recevez cet e-mail parce que vous avez écrit au support de Lien.',
} as const;

/** What each kind is called in the support's mail. */
const helpKindNames: Record<HelpMessageKind, string> = {
  support: 'Demande au support',
  problem: 'Problème signalé',
  service: 'Contactez-nous',
};

/**
 * POST /api/help_message: a message of the member's to the support; a service message names the
 * partner service (its id), the others none. The message is trimmed and stripped of markup by the
 * server; the schema's bound leaves room for what the stripping removes.
 */
export const helpMessageRequest = z.lazy(() =>
  z
    .object({
      kind: z.enum(HELP_MESSAGE_KINDS),
      topic: z.enum(PARTNER_SERVICE_IDS, { error: helpMessages.unknownService }).optional(),
      message: storableString(helpMessages.messageRequired)
        .trim()
        .min(1, helpMessages.messageRequired)
        .max(HELP_MESSAGE_MAX_LENGTH * 2, helpMessages.messageTooLong),
    })
    .refine((body) => (body.kind === 'service') === (body.topic !== undefined), {
      message: helpMessages.topicMismatch,
      path: ['topic'],
    }),
);
export type HelpMessageRequest = z.infer<typeof helpMessageRequest>;
