import type { ChatMessage } from '@lien/contract';
import { useCallback, useRef, useState } from 'react';
import { chatApi } from '../../api/chat';
import { logChatFailure } from './logFailure';

/** A message shown before the server has it: being sent ('Envoi…') or failed ('Réessayer'). */
export interface OutgoingMessage {
  localId: string;
  content: string;
  /** When the member pressed send, for the day it is shown under. */
  createdAt: string;
  status: 'sending' | 'failed';
  /** The newest messageID the thread held when it was sent: its server copy comes after it. */
  after: number;
}

let localCounter = 0;

/**
 * Optimistic sending: the message shows at once, and the server's copy replaces it when it answers.
 * A failure is only logged (SPEC §8); the message stays in the thread, marked unsent with 'Réessayer',
 * so its text is never lost.
 */
export function useOutbox(
  conversationID: number,
  onSent: (message: ChatMessage) => void,
  newestMessageId: () => number,
) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      try {
        const { message } = await chatApi.send(conversationID, item.content);
        // Added to the thread before the bubble leaves, so the text never disappears in between.
        onSentRef.current(message);
        setOutgoing((current) => current.filter((candidate) => candidate.localId !== item.localId));
      } catch (error) {
        logChatFailure('send', error);
        setOutgoing((current) =>
          current.map((candidate) =>
            candidate.localId === item.localId ? { ...candidate, status: 'failed' } : candidate,
          ),
        );
      }
    },
    [conversationID],
  );

  /** Sends a message already trimmed and checked. */
  const send = useCallback(
    (content: string) => {
      localCounter += 1;
      const item: OutgoingMessage = {
        localId: `local-${localCounter}`,
        content,
        createdAt: new Date().toISOString(),
        status: 'sending',
        after: newestMessageId(),
      };
      setOutgoing((current) => [...current, item]);
      void deliver(item);
    },
    [deliver, newestMessageId],
  );

  const retry = useCallback(
    (localId: string) => {
      const item = outgoing.find((candidate) => candidate.localId === localId);
      if (item?.status !== 'failed') return;
      const again = { ...item, status: 'sending' as const, after: newestMessageId() };
      setOutgoing((current) =>
        current.map((candidate) => (candidate.localId === localId ? again : candidate)),
      );
      void deliver(again);
    },
    [outgoing, deliver, newestMessageId],
  );

  return { outgoing, send, retry };
}
