import type { Conversation } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';

/**
 * How the other person is named in the chat: first name and the initial of the last name
 * (« Camille D. »), or « Utilisateur supprimé » once they have left the product.
 */
export function participantName(conversation: Conversation): string {
  if (conversation.participantDeleted) return chatMessages.deletedUser;
  const { firstName, lastName } = conversation.participant;
  const initial = lastName.trim().charAt(0).toLocaleUpperCase('fr-FR');
  return initial ? `${firstName} ${initial}.` : firstName;
}

/** The profile of the other person: the profile view shows a match's profile (from=sent: no like or pass). */
export function profilePath(conversation: Conversation): string {
  return `/viewProfile?${new URLSearchParams({ userId: String(conversation.participant.id), from: 'sent' })}`;
}

/** The chat address of one conversation: kept in the URL so a reload or the back button finds it. */
export function threadPath(conversationID: number): string {
  return `/chat?conversationID=${conversationID}`;
}

/** The conversationID query parameter, when it is one: a positive whole number. */
export function parseConversationID(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
