import {
  type ChatMessage,
  type Conversation,
  chatEndpoints,
  MESSAGES_PAGE_SIZE,
  type RealtimeEvent,
} from '@lien/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { call } from '../../api/call';
import { LIVE_QUERY } from '../../api/queryClient';
import { refreshBadgeCounts, useRealtime } from '../../realtime';
import { readSession } from '../../session/storage';
import { logChatFailure } from './logFailure';
import { turnAfter } from './turn';

/** TanStack Query keys of the chat's server data. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  /** One thread's pages of messages, newest page first. */
  thread: (conversationID: number) => [...chatKeys.all, 'thread', conversationID] as const,
};

export type ConversationsLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; conversations: Conversation[] };

/**
 * A conversation with a new last message, moved to the top (newest activity first); whose turn it is
 * follows it (« À vous de jouer »).
 */
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
    ...(newer
      ? {
          lastMessage: message.messageContent,
          lastMessageAt: message.sentAt,
          turn: current.participantDeleted ? null : turnAfter(message, readSession()?.userId),
        }
      : {}),
    unreadCount: current.unreadCount + (unread ? 1 : 0),
  };
  const others = conversations.filter((candidate) => candidate !== current);
  return newer ? [updated, ...others] : conversations.map((c) => (c === current ? updated : c));
}

/**
 * The member's conversations, kept live in the query cache: a message moves its conversation to the
 * top with its new preview and turn (and one more unread unless its thread is open, `openID`); a new
 * match, an ending, an unknown conversation or a gap in the live events (LIVE_QUERY) fetches the list
 * again. Failures are
 * only logged (PRODUCT §8); a list already shown stays on screen.
 */
export function useConversationsQuery(openID: number | null) {
  const queryClient = useQueryClient();
  const key = chatKeys.conversations();
  const openRef = useRef(openID);
  openRef.current = openID;

  const query = useQuery({
    queryKey: key,
    // Shown at once from the cache when the screen opens again, and fetched again behind it: live
    // events keep it current only while the screen is open (and after a gap in them, LIVE_QUERY).
    staleTime: 0,
    meta: LIVE_QUERY,
    queryFn: async () => {
      try {
        return (await call(chatEndpoints.conversations)).conversations;
      } catch (error) {
        logChatFailure('conversations', error);
        throw error;
      }
    },
  });

  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
    [queryClient],
  );

  /** Changes the list in the cache; a fetch under way, which started before the change, is made again. */
  const update = useCallback(
    (change: (conversations: Conversation[]) => Conversation[]) => {
      const fetching = queryClient.isFetching({ queryKey: chatKeys.conversations() }) > 0;
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (list) => list && change(list));
      if (fetching) refetch();
    },
    [queryClient, refetch],
  );

  const hear = (event: RealtimeEvent) => {
    // A new match, or an ending (issue #27): its conversation comes, or leaves, or is marked ended.
    if (event.type === 'match' || event.type === 'ended') refetch();
    if (event.type !== 'message') return;
    const list = queryClient.getQueryData<Conversation[]>(key);
    if (!list?.some((c) => c.conversationID === event.conversationID)) {
      refetch();
      return;
    }
    const fromOther = event.message.senderUserID !== readSession()?.userId;
    const unread = fromOther && event.conversationID !== openRef.current;
    update((conversations) => withActivity(conversations, event.conversationID, event.message, unread));
  };
  useRealtime(hear);

  /** The thread was marked read: its unread count is zero. */
  const markedRead = useCallback(
    (conversationID: number) =>
      update((conversations) =>
        conversations.map((c) => (c.conversationID === conversationID ? { ...c, unreadCount: 0 } : c)),
      ),
    [update],
  );

  /** The member sent a message: the conversation shows it and goes to the top. */
  const sent = useCallback(
    (conversationID: number, message: ChatMessage) =>
      update((conversations) => withActivity(conversations, conversationID, message, false)),
    [update],
  );

  const load: ConversationsLoad = query.data
    ? { status: 'ready', conversations: query.data }
    : query.isError && !query.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };

  /** `refreshing`: a list shown from the cache is being fetched again (a new match may be missing). */
  return { load, refreshing: query.isFetching, retry: () => void query.refetch(), markedRead, sent };
}

/**
 * One thread's messages by pages: the newest page when the thread opens, then older ones on demand
 * (`before` the oldest message of the last page). Read afresh each time the thread opens and never
 * fetched again behind the reader: live messages join it in useThread. Failures are only logged
 * (PRODUCT §8) and not retried by themselves: the member has 'Réessayer'.
 */
export function useMessagesQuery(conversationID: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.thread(conversationID),
    queryFn: async ({ pageParam }) => {
      try {
        return await fetchMessages(conversationID, pageParam);
      } catch (error) {
        logChatFailure(pageParam === undefined ? 'messages' : 'older messages', error);
        throw error;
      }
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.messageID : undefined),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** Without `before`, the newest page of a thread; with it, the page just older than that messageID. */
export function fetchMessages(conversationID: number, before?: number) {
  return call(chatEndpoints.messages, { query: { conversationID, before, limit: MESSAGES_PAGE_SIZE } });
}

/**
 * Sends a message (PRODUCT §7). The outbox (useOutbox.ts) shows it meanwhile and hands the server's copy
 * to the thread and the list; several may be on their way at once.
 */
export function useSendMessageMutation() {
  return useMutation({
    mutationFn: (body: { conversationID: number; messageContent: string }) =>
      call(chatEndpoints.send, { body }),
  });
}

/** Marks a thread read: the badges are counted again (the list's count is cleared by its caller). */
export function useMarkReadMutation() {
  return useMutation({
    mutationFn: (conversationID: number) => call(chatEndpoints.markRead, { body: { conversationID } }),
    onSuccess: () => refreshBadgeCounts(),
  });
}
