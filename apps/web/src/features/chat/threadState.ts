import type { ChatMessage } from '@lien/contract';

/** A thread's messages as the server knows them, oldest first, and how much more there is. */
export type ThreadState =
  /** `early`: live messages heard before the first page arrived, merged into it. */
  | { status: 'loading'; early: ChatMessage[] }
  | { status: 'failed' }
  | { status: 'ready'; messages: ChatMessage[]; hasMore: boolean; loadingOlder: boolean };

export type ThreadAction =
  | { type: 'loading' }
  | { type: 'failed' }
  | { type: 'loaded'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'olderLoading' }
  | { type: 'olderLoaded'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'olderFailed' }
  /** Messages that arrived live, were sent, or were fetched again after a reconnection. */
  | { type: 'merged'; messages: ChatMessage[] };

/**
 * Adds messages to a thread once each, in server order (messageIDs grow with time): the same message
 * can come from the send reply, the live event and a catch-up fetch.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((message) => message.messageID));
  const added = incoming.filter((message) => !known.has(message.messageID));
  if (added.length === 0) return current;
  return [...current, ...added].sort((a, b) => a.messageID - b.messageID);
}

function pendingLive(state: ThreadState): ChatMessage[] {
  if (state.status === 'ready') return state.messages;
  return state.status === 'loading' ? state.early : [];
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'loading':
      return { status: 'loading', early: [] };
    case 'failed':
      return { status: 'failed' };
    case 'loaded':
      // Live messages may have arrived while the page was on its way: they are kept.
      return {
        status: 'ready',
        messages: mergeMessages(pendingLive(state), action.messages),
        hasMore: action.hasMore,
        loadingOlder: false,
      };
    case 'merged':
      if (state.status === 'loading') return { ...state, early: mergeMessages(state.early, action.messages) };
      return state.status === 'ready'
        ? { ...state, messages: mergeMessages(state.messages, action.messages) }
        : state;
    case 'olderLoading':
      return state.status === 'ready' ? { ...state, loadingOlder: true } : state;
    case 'olderLoaded':
      return state.status === 'ready'
        ? {
            ...state,
            messages: mergeMessages(state.messages, action.messages),
            hasMore: action.hasMore,
            loadingOlder: false,
          }
        : state;
    case 'olderFailed':
      return state.status === 'ready' ? { ...state, loadingOlder: false } : state;
  }
}
