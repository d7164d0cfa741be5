import { CHAT_PATH } from './shell';

/*
 * First words (issue #27): an opener picked on the match overlay travels to the conversation in the
 * router's state (never in the address, nor stored): the thread puts it in the message box to edit.
 */

/** What a screen leaving for the chat with a text to start from puts in the router's state. */
export interface ChatDraftState {
  draft: string;
}

/** The chat for the conversation with `partnerId` (the overlay knows the person, not the thread). */
export function chatWithPath(partnerId: number): string {
  return `${CHAT_PATH}?${new URLSearchParams({ partnerID: String(partnerId) })}`;
}

/** The text to start from in a router state, when there is one. */
export function draftOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('draft' in state)) return null;
  const { draft } = state as { draft: unknown };
  return typeof draft === 'string' && draft.trim() !== '' ? draft : null;
}

export const draftState = (draft: string): ChatDraftState => ({ draft });
