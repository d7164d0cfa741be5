import type { genderSchema } from './auth';
import { rowId } from './common';
import { z } from './zod-fr';

type Gender = z.infer<typeof genderSchema>;

/**
 * « Mettre fin à la conversation » (issue #27): the member who ends a conversation no longer sees it
 * nor the other person anywhere; the other reads « Cette conversation est terminée », with no reason
 * and no word on who did it, and can no longer write. PRODUCT « Mettre fin à la conversation ».
 */
export const endingMessages = {
  /** The thread menu's item, the waiting screen's button and the dialog's confirmation. */
  end: 'Mettre fin à la conversation',
  /** A button's full name where several people are listed. */
  endWith: (firstName: string) => `Mettre fin à la conversation avec ${firstName}`,
  /** The dialog's title. */
  confirmTitle: (firstName: string) => `Mettre fin à la conversation avec ${firstName}\u00a0?`,
  /** What it does, said before it is done; agrees with the other person's gender. */
  confirmText: (partnerGender: Gender) =>
    `Vous ne vous verrez plus sur Lien. ${partnerGender === 'male' ? 'Il' : 'Elle'} ne saura pas pourquoi.`,
  /** What the other keeps. */
  confirmKeeps: (partnerGender: Gender) =>
    `${partnerGender === 'male' ? 'Il' : 'Elle'} pourra relire vos messages, mais plus vous écrire.`,
  /** The confirmation button while the call is on its way. */
  ending: 'Un instant...',
  /** Said once it is done (the list, or the waiting screen, takes the focus back). */
  ended: (firstName: string) => `Votre conversation avec ${firstName} est terminée.`,
  /** The mark the other member reads, in their list and in place of the message box. */
  closed: 'Cette conversation est terminée',
  endFailed: 'La conversation n’a pas pu être terminée. Veuillez réessayer.',
  // The server's own answers.
  /** A message sent to a conversation the other person ended (409). */
  sendRefused: 'Cette conversation est terminée\u00a0: vous ne pouvez plus y écrire.',
  /** The other person ended it already (409). */
  alreadyEnded: 'Cette conversation est déjà terminée.',
} as const;

/** POST /api/end_conversation — one of the member's own conversations. */
export const endConversationRequest = z.lazy(() => z.object({ conversationID: rowId() }));
export type EndConversationRequest = z.input<typeof endConversationRequest>;
