import type { ChatMessage, Conversation, RealtimeEvent } from '@lien/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatApi } from '../../api/chat';
import { useRealtime } from '../../realtime';
import { readSession } from '../../session/storage';
import { logChatFailure } from './logFailure';

export type ConversationsLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; conversations: Conversation[] };

/** A conversation with a new last message, moved to the top (newest activity first). */
function withActivity(
  conversations: Conversation[],
  conversationID: number,
  message: ChatMessage,
  unread: boolean,
): Conversation[] {
  const current = conversations.find((candidate) => candidate.conversationID === conversationID);
  if (!current) return conversations;
  // A late event must not replace a newer last message.
  const newer = !current.lastMessageAt || Date.parse(message.sentAt) >= Date.parse(current.lastMessageAt);
  const updated: Conversation = {
    ...current,
    ...(newer ? { lastMessage: message.messageContent, lastMessageAt: message.sentAt } : {}),
    unreadCount: current.unreadCount + (unread ? 1 : 0),
  };
  const others = conversations.filter((candidate) => candidate !== current);
  return newer ? [updated, ...others] : conversations.map((c) => (c === current ? updated : c));
}

/**
 * The member's conversations, kept live: a message moves its conversation to the top with its new
 * preview (and one more unread unless its thread is open, `openID`); a new match or a reconnection
 * fetches the list again. Failures are only logged (SPEC §8).
 */
export function useConversations(openID: number | null) {
  const [load, setLoad] = useState<ConversationsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Only the newest fetch may write the list: an older answer arriving late would undo live updates.
  const latestFetch = useRef(0);
  const openRef = useRef(openID);
  openRef.current = openID;

  const fetchList = useCallback(async (showLoading: boolean) => {
    const id = ++latestFetch.current;
    if (showLoading) setLoad({ status: 'loading' });
    try {
      const { conversations } = await chatApi.conversations();
      if (id === latestFetch.current) setLoad({ status: 'ready', conversations });
    } catch (error) {
      logChatFailure('conversations', error);
      // A list already shown stays; one never shown offers to try again.
      if (id === latestFetch.current)
        setLoad((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ('Réessayer') loads again.
  useEffect(() => {
    void fetchList(true);
    return () => {
      latestFetch.current += 1;
    };
  }, [fetchList, attempt]);

  const hear = (event: RealtimeEvent) => {
    if (event.type === 'match') void fetchList(false);
    if (event.type !== 'message') return;
    const known =
      load.status === 'ready' && load.conversations.some((c) => c.conversationID === event.conversationID);
    if (!known) {
      void fetchList(false);
      return;
    }
    const fromOther = event.message.senderUserID !== readSession()?.userId;
    const unread = fromOther && event.conversationID !== openRef.current;
    setLoad((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            conversations: withActivity(current.conversations, event.conversationID, event.message, unread),
          }
        : current,
    );
  };
  useRealtime(hear, { onReconnect: () => void fetchList(false) });

  /** The thread was marked read: its unread count is zero. */
  const markedRead = useCallback((conversationID: number) => {
    setLoad((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            conversations: current.conversations.map((c) =>
              c.conversationID === conversationID ? { ...c, unreadCount: 0 } : c,
            ),
          }
        : current,
    );
  }, []);

  /** The member sent a message: the conversation shows it and goes to the top. */
  const sent = useCallback((conversationID: number, message: ChatMessage) => {
    setLoad((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            conversations: withActivity(current.conversations, conversationID, message, false),
          }
        : current,
    );
  }, []);

  return { load, retry: () => setAttempt((count) => count + 1), markedRead, sent };
}
