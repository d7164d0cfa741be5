import { genderSchema } from './auth';
import { z } from './zod-fr';

/**
 * « Quelques personnes attendent votre réponse » (issue #27): the gentle screen the deck shows first
 * when WAITING_SCREEN_FROM or more conversations wait on the member's answer, until they pass it for
 * the Paris day. PRODUCT « Quelques personnes attendent votre réponse ».
 */
export const waitingMessages = {
  title: 'Quelques personnes attendent votre réponse',
  lead: 'Elles vous ont écrit et attendent un mot de vous. Répondez-leur, ou mettez fin aux conversations que vous ne souhaitez pas poursuivre\u00a0: c’est plus doux qu’un silence.',
  /** The list's name, for screen readers. */
  listLabel: 'Les personnes qui attendent votre réponse',
  reply: 'Répondre',
  /** « Répondre » with the person's name, for screen readers. */
  replyTo: (firstName: string) => `Répondre à ${firstName}`,
  pass: 'Passer pour aujourd’hui',
  /** Under « Passer pour aujourd’hui »: what passing does. */
  passNote: 'Vous retrouverez cet écran demain si des personnes attendent encore.',
  /** Once fewer than WAITING_SCREEN_FROM are left: on to the deck, nothing to pass. */
  toDeck: 'Découvrir des profils',
  thanks: 'Merci\u00a0! Vous pouvez découvrir de nouveaux profils.',
  passFailed: 'Le choix n’a pas pu être enregistré. Veuillez réessayer.',
  loading: 'Chargement...',
} as const;

/** One person who wrote last in an open conversation with the member. */
export const waitingPerson = z.lazy(() =>
  z.object({
    conversationID: z.number().int(),
    partner: z.object({
      id: z.number().int(),
      firstName: z.string(),
      photoUrl: z.string().nullable(),
      /** Only to agree the ending's texts with them. */
      gender: genderSchema,
    }),
    /** ISO 8601 UTC: their newest message. */
    wroteAt: z.string(),
  }),
);
export type WaitingPerson = z.infer<typeof waitingPerson>;

/**
 * GET /api/waiting_conversations — the people waiting on the member's answer, who wrote first first;
 * `show`: the deck shows the screen first (enough of them, and not passed today).
 */
export const waitingReply = z.lazy(() => z.object({ show: z.boolean(), people: z.array(waitingPerson) }));
export type WaitingReply = z.infer<typeof waitingReply>;
