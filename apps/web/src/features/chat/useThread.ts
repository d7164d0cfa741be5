import type { ChatMessage, ConversationTurn, RealtimeEvent } from '@lien/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRealtime } from '../../realtime';
import { readSession } from '../../session/storage';
import { logChatFailure } from './logFailure';
import { fetchMessages, useMarkReadMutation, useMessagesQuery } from './queries';
import { mergeMessages, type ThreadState, threadMessages } from './threadState';
import { turnAfter } from './turn';

/**
 * One open thread: its newest page at once, older pages on demand (`before` the oldest shown), live
 * messages as they come, and the thread marked read when it opens and whenever a message from the
 * other person arrives while it is on screen. `onRead` lets the list clear its unread count.
 */
export function useThread(
  conversationID: number,
  onRead: (conversationID: number) => void,
  /** The other person ended the conversation (issue #27): seen here, it is marked so and leaves the list. */
  ended = false,
) {
  const pages = useMessagesQuery(conversationID);
  const { mutateAsync: markThreadRead } = useMarkReadMutation();
  /**
   * Messages heard live, sent, or fetched again after a reconnection, merged into the pages when
   * shown. Kept beside the query's pages rather than written into them: a page of older messages on
   * its way would be stored over a cache written meanwhile, and lose them.
   */
  const [live, setLive] = useState<ChatMessage[]>([]);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  const markRead = useCallback(async () => {
    // A message that arrives while the tab is hidden is not read yet: it is once the tab is seen.
    if (document.visibilityState === 'hidden') return;
    try {
      await markThreadRead(conversationID);
      onReadRef.current(conversationID);
    } catch (error) {
      logChatFailure('mark read', error);
    }
  }, [conversationID, markThreadRead]);

  // Read once the first page is on screen (after 'Réessayer' too).
  const loaded = pages.data !== undefined;
  useEffect(() => {
    if (loaded) void markRead();
  }, [loaded, markRead]);

  // Ended while open: the member sees the mark, which counts as opening the ended conversation.
  useEffect(() => {
    if (ended) void markRead();
  }, [ended, markRead]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  const merge = useCallback(
    (messages: ChatMessage[]) => setLive((current) => mergeMessages(current, messages)),
    [],
  );
  const hear = (event: RealtimeEvent) => {
    if (event.type !== 'message' || event.conversationID !== conversationID) return;
    merge([event.message]);
    if (event.message.senderUserID !== readSession()?.userId) void markRead();
  };
  // After a drop, the newest page again: what was said meanwhile joins the thread.
  const catchUp = () => {
    fetchMessages(conversationID).then(
      ({ messages }) => {
        merge(messages);
        void markRead();
      },
      (error: unknown) => logChatFailure('catch up', error),
    );
  };
  useRealtime(hear, { onReconnect: catchUp });

  const fetched = pages.data?.pages;
  const messages = useMemo(() => (fetched ? threadMessages(fetched, live) : []), [fetched, live]);
  // Whose turn it is: the newest page's answer, turned by any newer message heard or sent since (the
  // thread shows none once the other person left).
  const newestPage = fetched?.[0];
  const turn = useMemo((): ConversationTurn => {
    if (!newestPage) return null;
    const fetchedUpTo = newestPage.messages.at(-1)?.messageID ?? 0;
    const newer = live.filter((message) => message.messageID > fetchedUpTo);
    const newest = newer.reduce<ChatMessage | undefined>(
      (found, message) => (found && found.messageID > message.messageID ? found : message),
      undefined,
    );
    return newest ? turnAfter(newest, readSession()?.userId) : newestPage.turn;
  }, [newestPage, live]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadOlder = useCallback(async () => {
    if (!hasNextPage || isFetchingNextPage) return;
    await fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const state: ThreadState = fetched
    ? { status: 'ready', messages, hasMore: hasNextPage, loadingOlder: isFetchingNextPage }
    : pages.isError && !pages.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };

  /** A message the member sent (the server's copy): joins the thread once. */
  const add = useCallback((message: ChatMessage) => merge([message]), [merge]);

  return { state, turn, loadOlder, add, retry: () => void pages.refetch() };
}
