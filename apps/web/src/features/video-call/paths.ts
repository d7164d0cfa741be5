/** The agenda: the member's booked calls, and the way to plan one (the bottom bar's second button). */
export const AGENDA_PATH = '/videoCall';

/**
 * Where planning a call with one member starts. From a conversation, its id goes along, so that the
 * confirmation leads back to it (« Retour à la conversation ») rather than to the pending matches.
 */
export function videoCallPath(userId: number, from?: { conversationID: number }): string {
  const params = new URLSearchParams({ userId: String(userId) });
  if (from) params.set('conversationID', String(from.conversationID));
  return `${AGENDA_PATH}?${params}`;
}

/** Where the planning leads back to: a link and its words. */
export interface ReturnLink {
  to: string;
  label: string;
}

/** Back to the pending matches: the planning's way back when it did not start in a conversation. */
export const PENDING_MATCHES_RETURN: ReturnLink = {
  to: '/pendingMatches',
  label: 'Retour aux matchs en attente',
};
