import type { ChatMessage, RealtimeEvent } from '@lien/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { chatApi } from '../../api/chat';
import { refreshBadgeCounts, useRealtime } from '../../realtime';
import { readSession } from '../../session/storage';
import { logChatFailure } from './logFailure';
import { threadReducer } from './threadState';

/**
 * One open thread: its newest page at once, older pages on demand (`before` the oldest shown), live
 * messages as they come, and the thread marked read when it opens and whenever a message from the
 * other person arrives while it is on screen. `onRead` lets the list clear its unread count.
 */
export function useThread(conversationID: number, onRead: (conversationID: number) => void) {
  const [state, dispatch] = useReducer(threadReducer, { status: 'loading', early: [] });
  const [attempt, setAttempt] = useState(0);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  const markRead = useCallback(async () => {
    // A message that arrives while the tab is hidden is not read yet: it is once the tab is seen.
    if (document.visibilityState === 'hidden') return;
    try {
      await chatApi.markRead(conversationID);
      onReadRef.current(conversationID);
      refreshBadgeCounts();
    } catch (error) {
      logChatFailure('mark read', error);
    }
  }, [conversationID]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ('Réessayer') loads again.
  useEffect(() => {
    let cancelled = false;
    dispatch({ type: 'loading' });
    chatApi.messages(conversationID).then(
      ({ messages, hasMore }) => {
        if (cancelled) return;
        dispatch({ type: 'loaded', messages, hasMore });
        void markRead();
      },
      (error: unknown) => {
        logChatFailure('messages', error);
        if (!cancelled) dispatch({ type: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [conversationID, attempt, markRead]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  const hear = (event: RealtimeEvent) => {
    if (event.type !== 'message' || event.conversationID !== conversationID) return;
    dispatch({ type: 'merged', messages: [event.message] });
    if (event.message.senderUserID !== readSession()?.userId) void markRead();
  };
  // After a drop, the newest page again: what was said meanwhile joins the thread.
  const catchUp = () => {
    chatApi.messages(conversationID).then(
      ({ messages }) => {
        dispatch({ type: 'merged', messages });
        void markRead();
      },
      (error: unknown) => logChatFailure('catch up', error),
    );
  };
  useRealtime(hear, { onReconnect: catchUp });

  const oldest = state.status === 'ready' ? state.messages[0]?.messageID : undefined;
  const canLoadOlder = state.status === 'ready' && state.hasMore && !state.loadingOlder;
  const loadOlder = useCallback(async () => {
    if (!canLoadOlder || oldest === undefined) return;
    dispatch({ type: 'olderLoading' });
    try {
      const page = await chatApi.messages(conversationID, oldest);
      dispatch({ type: 'olderLoaded', messages: page.messages, hasMore: page.hasMore });
    } catch (error) {
      logChatFailure('older messages', error);
      dispatch({ type: 'olderFailed' });
    }
  }, [canLoadOlder, conversationID, oldest]);

  /** A message the member sent (the server's copy): joins the thread once. */
  const add = useCallback((message: ChatMessage) => dispatch({ type: 'merged', messages: [message] }), []);

  return { state, loadOlder, add, retry: () => setAttempt((count) => count + 1) };
}
