import type { ChatMessage } from '@lien/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime } from '../../realtime';
import { logChatFailure } from './logFailure';
import { useSendMessageMutation } from './queries';

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
 * A failure is only logged (PRODUCT §8); the message stays in the thread, marked unsent with 'Réessayer',
 * so its text is never lost. When the connection comes back (the browser's `online`, the live socket
 * open again), every unsent message is sent again by itself, in the order written, once per return:
 * a message being sent is never sent twice at once, and a message whose server copy has reached the
 * thread meanwhile (`delivered`) is not sent again (issue #24: it waited for a tap on 'Réessayer').
 */
export function useOutbox(
  conversationID: number,
  onSent: (message: ChatMessage) => void,
  newestMessageId: () => number,
  delivered: (item: OutgoingMessage) => boolean = () => false,
) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  const latest = useRef({ outgoing, delivered });
  latest.current = { outgoing, delivered };
  /** The local ids on their way to the server: a second trigger leaves them alone. */
  const inFlight = useRef(new Set<string>());
  const { mutateAsync: sendMessage } = useSendMessageMutation();

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      inFlight.current.add(item.localId);
      try {
        const { message } = await sendMessage({ conversationID, messageContent: item.content });
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
      } finally {
        inFlight.current.delete(item.localId);
      }
    },
    [conversationID, sendMessage],
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
      if (item?.status !== 'failed' || inFlight.current.has(localId)) return;
      const again = { ...item, status: 'sending' as const, after: newestMessageId() };
      setOutgoing((current) =>
        current.map((candidate) => (candidate.localId === localId ? again : candidate)),
      );
      void deliver(again);
    },
    [outgoing, deliver, newestMessageId],
  );

  /** Every unsent message sent again, one after the other in the order written. */
  const resendUnsent = useCallback(() => {
    const { outgoing: current, delivered: arrived } = latest.current;
    const unsent = current.filter((item) => item.status === 'failed' && !inFlight.current.has(item.localId));
    if (unsent.length === 0) return;
    // Claimed at once: the browser's `online` and the socket's return come close together.
    for (const item of unsent) inFlight.current.add(item.localId);
    const gone = new Set(unsent.filter(arrived).map((item) => item.localId));
    const again = unsent
      .filter((item) => !gone.has(item.localId))
      .map((item) => ({ ...item, status: 'sending' as const, after: newestMessageId() }));
    setOutgoing((list) =>
      list
        .filter((item) => !gone.has(item.localId))
        .map((item) => again.find((resent) => resent.localId === item.localId) ?? item),
    );
    for (const id of gone) inFlight.current.delete(id);
    void (async () => {
      for (const item of again) await deliver(item);
    })();
  }, [deliver, newestMessageId]);

  useEffect(() => {
    window.addEventListener('online', resendUnsent);
    return () => window.removeEventListener('online', resendUnsent);
  }, [resendUnsent]);
  useRealtime(ignoreEvent, { onReconnect: resendUnsent });

  return { outgoing, send, retry };
}

/** The outbox hears the socket only for its return. */
function ignoreEvent(): void {}
